import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import InteractiveNavMenu from './InteractiveNavMenu';
import { defaultMenuButtonLabel, type NavMenuItem } from './navMenuModel';
import { StaticNavMenu } from './StaticNavMenu';
import { renderAnchor } from '../private/renderLink';

const items: NavMenuItem[] = [
  {
    label: 'Services',
    href: '/services',
    panel: 'grid',
    links: [{ label: 'Cloud Migration', href: '/service/cloud' }],
  },
  { label: 'About', href: '/about', active: true },
  {
    label: 'Our offices',
    panel: 'list',
    hideLabel: true,
    icon: <svg aria-hidden="true" />,
    links: [{ label: 'Lisbon', href: 'https://maps.example/lisbon', external: true }],
  },
];

const shared = { items, ariaLabel: 'Main', renderLink: renderAnchor };

function renderStatic() {
  const onRequest = vi.fn();
  const onHover = vi.fn();
  const view = render(
    <StaticNavMenu
      {...shared}
      menuButtonLabel={defaultMenuButtonLabel}
      onRequest={onRequest}
      onHover={onHover}
    />,
  );
  return { ...view, onRequest, onHover };
}

/**
 * The markup as a comparable string: attributes sorted, less what changes nothing on screen.
 * Radix adds generated ids, collection markers and `data-active` next to `aria-current` (which the
 * styles use); the plain buttons say `type="button"`, which Radix leaves to the default.
 */
function canonical(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const ignored = ['id', 'aria-controls', 'data-radix-collection-item', 'data-active', 'type'];
  const attributes = [...node.attributes]
    .filter((attribute) => !ignored.includes(attribute.name))
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
    .join(' ');
  return `<${node.tagName} ${attributes}>${[...node.childNodes].map(canonical).join('')}</>`;
}

describe('StaticNavMenu', () => {
  it('should render exactly the markup of the closed Radix menu, so the swap moves nothing', () => {
    const plain = renderStatic().container;
    const radix = render(
      <InteractiveNavMenu
        {...shared}
        menuButtonLabel={defaultMenuButtonLabel}
        newTabText="(opens in a new tab)"
        request={null}
        onMount={() => {}}
      />,
    ).container;
    expect(canonical(plain)).toBe(canonical(radix));
  });

  it('should ask for a panel when its button is pressed, and for its first link on ArrowDown', async () => {
    const { onRequest } = renderStatic();
    await userEvent.click(screen.getByRole('button', { name: 'Show Services menu' }));
    expect(onRequest).toHaveBeenLastCalledWith({ value: 'item-0', focusFirstLink: false });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Our offices' }), { key: 'ArrowDown' });
    expect(onRequest).toHaveBeenLastCalledWith({ value: 'item-2', focusFirstLink: true });
  });

  it('should report the mouse resting on a drop-down, on its link or its button, and leaving it', () => {
    const { onHover } = renderStatic();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Services' }), { pointerType: 'mouse' });
    expect(onHover).toHaveBeenLastCalledWith({
      value: 'item-0',
      focusFirstLink: false,
      hover: 'link',
    });
    const offices = screen.getByRole('button', { name: 'Our offices' });
    fireEvent.pointerOver(offices, { pointerType: 'mouse' });
    expect(onHover).toHaveBeenLastCalledWith({
      value: 'item-2',
      focusFirstLink: false,
      hover: 'button',
    });
    fireEvent.pointerLeave(offices.closest('li')!, { pointerType: 'mouse' });
    expect(onHover).toHaveBeenLastCalledWith(null);
  });

  it('should ignore touch and pen, which do not hover', () => {
    const { onHover } = renderStatic();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Services' }), { pointerType: 'touch' });
    expect(onHover).not.toHaveBeenCalled();
  });

  it('should have no axe violations', async () => {
    const { container } = renderStatic();
    await expectNoAxeViolations(container);
  });
});
