import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import type { RenderLinkProps } from '../private/renderLink';
import { MobileSidebar } from './MobileSidebar';

const links = [
  { label: 'What we provide', href: '/services' },
  { label: 'Who we are', href: '/about', active: true },
  { label: 'Careers', href: '/careers' },
];

function Harness({ navigate }: { navigate: (href: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <MobileSidebar
        open={open}
        onOpenChange={setOpen}
        title="Menu"
        links={links}
        footer={<p>Call us any weekday</p>}
        renderLink={({ href, children, ...props }: RenderLinkProps) => (
          <a
            href={href}
            {...props}
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </a>
        )}
      />
    </>
  );
}

async function openSidebar() {
  const user = userEvent.setup();
  const navigate = vi.fn();
  render(<Harness navigate={navigate} />);
  const trigger = screen.getByRole('button', { name: 'Open menu' });
  await user.click(trigger);
  return { user, navigate, trigger, dialog: await screen.findByRole('dialog', { name: 'Menu' }) };
}

describe('MobileSidebar', () => {
  it('should list the links in a named navigation, the active one marked as the current page', async () => {
    const { dialog } = await openSidebar();
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(dialog).toContainElement(nav);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'What we provide',
      'Who we are',
      'Careers',
    ]);
    expect(screen.getByRole('link', { name: 'Who we are' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Careers' })).not.toHaveAttribute('aria-current');
    expect(dialog).toHaveTextContent('Call us any weekday');
    await expectNoAxeViolations(document.body);
  });

  it('should follow the chosen link through the app and close', async () => {
    const { user, navigate, trigger } = await openSidebar();
    await user.click(screen.getByRole('link', { name: 'Careers' }));
    expect(navigate).toHaveBeenCalledWith('/careers');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(trigger).toHaveFocus());
  });

  it('should close with Escape and with its close button, giving focus back', async () => {
    const { user, trigger } = await openSidebar();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(trigger).toHaveFocus());
  });

  it('should keep Tab inside the sheet', async () => {
    const { user, dialog } = await openSidebar();
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('should keep a hidden title for screen readers only', async () => {
    render(
      <MobileSidebar open onOpenChange={() => {}} title="Site menu" hideTitle links={links} />,
    );
    expect(screen.getByRole('dialog', { name: 'Site menu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Site menu' }).className).not.toBe('');
    await expectNoAxeViolations(document.body);
  });
});
