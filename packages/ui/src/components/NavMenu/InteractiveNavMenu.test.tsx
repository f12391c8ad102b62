import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import InteractiveNavMenu from './InteractiveNavMenu';
import { defaultMenuButtonLabel, type NavMenuItem, type NavMenuRequest } from './navMenuModel';
import { renderAnchor } from '../private/renderLink';

const items: NavMenuItem[] = [
  {
    label: 'Services',
    href: '/services',
    panel: 'grid',
    links: [
      { label: 'Cloud Migration', href: '/service/cloud' },
      { label: 'Data Engineering', href: '/service/data' },
    ],
  },
  { label: 'About', href: '/about' },
];

function renderInteractive(request: NavMenuRequest | null, onMount = vi.fn()) {
  const element = (
    <InteractiveNavMenu
      items={items}
      ariaLabel="Main"
      renderLink={renderAnchor}
      menuButtonLabel={defaultMenuButtonLabel}
      newTabText="(opens in a new tab)"
      request={request}
      onMount={onMount}
    />
  );
  return { ...render(element), element, onMount };
}

const servicesButton = () => screen.getByRole('button', { name: 'Show Services menu' });

describe('InteractiveNavMenu', () => {
  it('should start with every panel closed when nothing was asked', () => {
    renderInteractive(null);
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Cloud Migration' })).toBeNull();
  });

  it('should open the panel asked for while it loaded, leaving focus alone', () => {
    renderInteractive({ value: 'item-0', focusFirstLink: false });
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Cloud Migration' })).not.toHaveFocus();
  });

  it('should move focus to the first link when ArrowDown asked for it', () => {
    renderInteractive({ value: 'item-0', focusFirstLink: true });
    expect(screen.getByRole('link', { name: 'Cloud Migration' })).toHaveFocus();
  });

  it('should keep a panel the mouse opened on its link open while the mouse stays there', () => {
    vi.useFakeTimers();
    try {
      renderInteractive({ value: 'item-0', focusFirstLink: false, hover: 'link' });
      act(() => vi.advanceTimersByTime(500));
      expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('should tell its owner once that it is in place, not on every render', () => {
    const { rerender, element, onMount } = renderInteractive(null);
    rerender(element);
    expect(onMount).toHaveBeenCalledTimes(1);
  });
});
