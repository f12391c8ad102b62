import * as Navigation from '@radix-ui/react-navigation-menu';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAppLinks } from '../../testing/renderWithAppLinks';
import { NavDropdown, type PointerHandlers } from './NavDropdown';
import { items } from '../../storybook/navMenuItems';
import { isDropdown, type NavMenuDropdownItem } from './navMenuModel';

const dropdowns = items.filter(isDropdown);
const [services, offices] = dropdowns as [NavMenuDropdownItem, NavMenuDropdownItem];

function pointerSpies(): PointerHandlers {
  return {
    hover: vi.fn(),
    leave: vi.fn(),
    enterPanel: vi.fn(),
    clickTrigger: vi.fn(),
    askClose: vi.fn(),
  };
}

function renderDropdown(item: NavMenuDropdownItem, pointer = pointerSpies()) {
  renderWithAppLinks(
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
    </Navigation.Root>,
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

  it('should hand the mouse on its link and button to the menu, and leave touch alone', () => {
    const pointer = renderDropdown(services);
    const button = screen.getByRole('button', { name: 'Show What we do menu' });
    fireEvent.pointerMove(button, { pointerType: 'touch' });
    expect(pointer.hover).not.toHaveBeenCalled();
    fireEvent.pointerMove(button, { pointerType: 'mouse' });
    expect(pointer.hover).toHaveBeenLastCalledWith('item-0');
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    expect(pointer.leave).toHaveBeenLastCalledWith('item-0');
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'What we do' }), {
      pointerType: 'mouse',
    });
    expect(pointer.hover).toHaveBeenCalledTimes(2);
  });
});
