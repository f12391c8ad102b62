import * as Navigation from '@radix-ui/react-navigation-menu';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WithRecordingLinks } from '../../test/recordingLink';
import { NavDropdown, type PointerHandlers } from './NavDropdown';
import { items } from './navMenu.fixtures';
import { isDropdown, type NavMenuDropdownItem } from './navMenuModel';

const dropdowns = items.filter(isDropdown);
const [services, offices] = dropdowns as [NavMenuDropdownItem, NavMenuDropdownItem];

function pointerSpies(): PointerHandlers {
  return {
    enterLink: vi.fn(),
    leaveLink: vi.fn(),
    keepOpen: vi.fn(),
    moveOverTrigger: vi.fn(),
    clickTrigger: vi.fn(),
    escape: vi.fn(),
  };
}

function renderDropdown(item: NavMenuDropdownItem, pointer = pointerSpies()) {
  render(
    <WithRecordingLinks navigate={() => {}}>
      <Navigation.Root value="item-0">
        <Navigation.List>
          <NavDropdown
            item={item}
            itemValue="item-0"
            open
            inHtmlOnly={false}
            onOpenFromKeyboard={() => {}}
            pointer={pointer}
            menuButtonLabel={(label) => `Show ${label} menu`}
            newTabText="(opens in a new tab)"
          />
        </Navigation.List>
      </Navigation.Root>
    </WithRecordingLinks>,
  );
  return pointer;
}

describe('NavDropdown', () => {
  it('should name its button after the item and list every link of its open panel', () => {
    renderDropdown(services);
    expect(screen.getByRole('button', { name: 'Show What we do menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const link of services.links) {
      expect(screen.getByRole('link', { name: new RegExp(`^${link.label}`) })).toHaveAttribute(
        'href',
        link.href,
      );
    }
  });

  it('should say that an outside link opens in a new tab', () => {
    renderDropdown(offices);
    expect(screen.getByRole('link', { name: 'Lisbon (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('should hand a press on its button to the menu, with its own value', () => {
    const pointer = renderDropdown(services);
    fireEvent.click(screen.getByRole('button', { name: 'Show What we do menu' }));
    expect(pointer.clickTrigger).toHaveBeenCalledWith(expect.anything(), 'item-0');
  });
});
