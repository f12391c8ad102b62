import preview from '../../storybook/preview';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, dialogLayouts, type DialogProps } from './Dialog';
import { ConfirmationForm } from './dialogFixtures';
import { opensDialog } from './invokerCommands';
import { inlineRadio } from '../../storybook/controls';
import { viewport } from '../../storybook/globals';
import { openOverlay, opensOverlay } from '../../storybook/overlays';

// The page's own button opens the dialog, as on a site: any button with `opensDialog(id)`.
function WithOpener({ openerLabel, ...props }: DialogProps & { openerLabel: string }) {
  return (
    <>
      <Button variant="secondary" {...opensDialog(props.id)}>
        {openerLabel}
      </Button>
      <Dialog {...props} />
    </>
  );
}

const confirmation = <ConfirmationForm dialogId="story-dialog" />;

const meta = preview.meta({
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    id: 'story-dialog',
    title: 'Delete this account?',
    description: 'Its orders and addresses go with it. You cannot undo it.',
    children: confirmation,
  },
  argTypes: { layout: inlineRadio(dialogLayouts), children: { control: false } },
  render: (args) => <WithOpener {...args} openerLabel="Delete account" />,
});

const opensTheDialog = opensOverlay('Delete account');

export const Confirm = meta.story({
  play: async ({ canvasElement }) => {
    const { opener, overlay: dialog } = await openOverlay(canvasElement, 'Delete account', {
      role: 'dialog',
      name: 'Delete this account?',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'Its orders and addresses go with it. You cannot undo it.',
    );
    // The first control takes focus; Tab goes round inside the dialog, never behind it.
    const box = within(dialog).getByRole('checkbox');
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await waitFor(() => expect(opener).toHaveFocus());
  },
});

export const CloseWithEscape = meta.story({
  play: async ({ canvasElement }) => {
    const { opener, overlay: dialog } = await openOverlay(canvasElement, 'Delete account');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await waitFor(() => expect(opener).toHaveFocus());
  },
});

export const Open = meta.story({ play: opensTheDialog });

export const OpenOnMobile = meta.story({ globals: viewport('mobile'), play: opensTheDialog });

export const Top = meta.story({
  args: {
    layout: 'top',
    title: 'Find a page',
    hideTitle: true,
    description: undefined,
    children: (
      <p style={{ margin: 0 }}>Under the page's header, for a search box and its results.</p>
    ),
  },
  play: opensTheDialog,
});

export const Spotlight = meta.story({
  args: {
    layout: 'spotlight',
    title: 'Asha Rao',
    description: undefined,
    focusClose: true,
    children: (
      <p style={{ margin: 0, maxWidth: '60ch' }}>
        One thing read at length, such as a testimonial: centred on a wide screen, the whole screen
        on a phone.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    await opensTheDialog({ canvasElement });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
  },
});

export const SpotlightOnMobile = Spotlight.extend({ globals: viewport('mobile') });

export const Sheet = meta.story({
  args: {
    layout: 'sheetLeft',
    title: 'Menu',
    description: undefined,
    focusClose: true,
    closeLabel: 'Close menu',
    children: (
      <nav aria-label="Menu">
        <ul style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 8 }}>
          <li>
            <a href="#services">Services</a>
          </li>
          <li>
            <a href="#careers">Careers</a>
          </li>
        </ul>
      </nav>
    ),
  },
  globals: viewport('mobile'),
  play: opensTheDialog,
});

export const LongText = meta.story({
  args: {
    description: undefined,
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index} style={{ margin: 0 }}>
            Paragraph {index + 1}: a dialog taller than the screen scrolls inside itself, while the
            page behind it stays where it was.
          </p>
        ))}
        {confirmation}
      </>
    ),
  },
  play: opensTheDialog,
});
