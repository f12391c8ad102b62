import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithAppLinks } from '../../testing/renderWithAppLinks';
import { NavMenu, type NavMenuItem } from './NavMenu';
import { restoreRealTimers } from '../../testing/realTimers';

const globe = (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
  </svg>
);

const items: NavMenuItem[] = [
  {
    label: 'Services',
    href: '/services',
    active: true,
    panel: 'grid',
    links: [
      { label: 'Cloud Migration', href: '/service/cloud', description: 'Move with no downtime' },
      { label: 'Data Engineering', href: '/service/data' },
      { label: 'Security Audits', href: '/service/security' },
    ],
  },
  { label: 'About', href: '/about' },
  {
    label: 'Our offices',
    panel: 'list',
    icon: globe,
    hideLabel: true,
    links: [
      {
        label: 'Lisbon',
        href: 'https://maps.example/lisbon',
        description: 'Rua Augusta 1',
        external: true,
      },
      { label: 'Porto', href: 'https://maps.example/porto', external: true },
    ],
  },
];

function renderMenu() {
  return renderWithAppLinks(
    <>
      <NavMenu aria-label="Main" items={items} />
      <button type="button">After the menu</button>
    </>,
  );
}

afterEach(() => {
  restoreRealTimers();
});

const servicesButton = () => screen.getByRole('button', { name: 'Show Services menu' });

describe('NavMenu', () => {
  it('should render a named navigation with plain links, drop-down buttons all closed', async () => {
    const { container } = renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('data-app-link');
    expect(within(nav).getByRole('button', { name: 'Show Services menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(nav).getByRole('button', { name: 'Our offices' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cloud Migration/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('should have every panel in its server-rendered HTML, closed, for CSS to show before script', () => {
    const html = renderToString(<NavMenu aria-label="Main" items={items} />);
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    const panels = parsed.querySelectorAll('[data-state="closed"] ul');
    expect(Array.from(panels, (panel) => panel.querySelectorAll('a').length)).toEqual([3, 2]);
    expect(parsed.querySelector('nav')?.hasAttribute('data-enhanced')).toBe(false);
  });

  it('should mark the active link as the current page', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('should open a drop-down with Enter and expose its links', async () => {
    const user = userEvent.setup();
    const { container } = renderMenu();
    servicesButton().focus();
    await user.keyboard('{Enter}');
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    const trigger = servicesButton();
    expect(trigger).toHaveFocus();
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(
      within(panel as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/service/cloud', '/service/data', '/service/security']);
    const cloud = screen.getByRole('link', { name: 'Cloud Migration' });
    expect(cloud).toHaveAccessibleDescription('Move with no downtime');
    await expectNoAxeViolations(container);
  });

  it('should open a closed drop-down with ArrowDown and focus its first link', async () => {
    const user = userEvent.setup();
    renderMenu();
    screen.getByRole('button', { name: 'Show Services menu' }).focus();
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: /Cloud Migration/ })).toHaveFocus(),
    );
  });

  it('should close with Escape and return focus to its button', async () => {
    const user = userEvent.setup();
    renderMenu();
    servicesButton().focus();
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: /Cloud Migration/ })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(servicesButton()).toHaveFocus();
  });

  it('should follow a panel link through the app and close the panel', async () => {
    const user = userEvent.setup();
    const { navigate } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Show Services menu' }));
    await user.click(screen.getByRole('link', { name: /Data Engineering/ }));
    expect(navigate).toHaveBeenCalledWith('/service/data');
    expect(screen.getByRole('button', { name: 'Show Services menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('should open external links in a new tab, safely, and say so', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Our offices' }));
    const lisbon = screen.getByRole('link', { name: 'Lisbon (opens in a new tab)' });
    expect(lisbon).toHaveAttribute('href', 'https://maps.example/lisbon');
    expect(lisbon).toHaveAttribute('target', '_blank');
    expect(lisbon).toHaveAttribute('rel', 'noopener noreferrer');
    expect(lisbon).toHaveAccessibleDescription('Rua Augusta 1');
    expect(lisbon).not.toHaveAttribute('data-app-link');
    expect(screen.getByRole('link', { name: 'Porto (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('should open on hover over the trigger and close after the pointer leaves', async () => {
    vi.useFakeTimers();
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Our offices' });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(250));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(250));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('should also open on hover over the link of a drop-down, and stay open on the way to the panel', async () => {
    vi.useFakeTimers();
    renderMenu();
    const link = screen.getByRole('link', { name: 'Services' });
    const trigger = screen.getByRole('button', { name: 'Show Services menu' });
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(250));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    fireEvent.pointerLeave(link, { pointerType: 'mouse' });
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    fireEvent.pointerEnter(panel as HTMLElement, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(250));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    fireEvent.pointerLeave(panel as HTMLElement, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(250));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('should keep a panel that hovering opened open when its button is then clicked', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Show Services menu' }));
    const offices = screen.getByRole('button', { name: 'Our offices' });
    // Moving over another trigger while a panel is open switches to it at once.
    await user.click(offices);
    expect(offices).toHaveAttribute('aria-expanded', 'true');
    await user.click(offices);
    expect(offices).toHaveAttribute('aria-expanded', 'false');
  });

  it('should leave the menu with Tab after the last link of an open panel', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Our offices' }));
    await user.tab();
    expect(screen.getByRole('link', { name: /Lisbon/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: /Porto/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the menu' })).toHaveFocus();
  });
});
