import preview from '../../storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PopoverClose, type PopoverCloseProps } from './PopoverClose';

// An internal part, shown so designers can review the × every overlay of the kit shares.
const meta = preview.meta({
  title: 'Overlays/Internals/PopoverClose',
  component: PopoverClose,
  args: { label: 'Close panel', popoverId: 'story-panel', focusOnOpen: true },
  render: (args) => <Panel {...args} />,
});

function Panel({ startOpen = false, ...props }: PopoverCloseProps & { startOpen?: boolean }) {
  return (
    <>
      <button type="button" popoverTarget={props.popoverId}>
        Open panel
      </button>
      <div
        id={props.popoverId}
        popover="auto"
        style={{ padding: 16 }}
        ref={(node) => {
          if (startOpen && node && !node.matches(':popover-open')) node.showPopover();
        }}
      >
        <PopoverClose {...props} />
        <p>A panel that the × hides.</p>
      </div>
    </>
  );
}

/** The panel open, as designers review it. */
export const Open = meta.story({
  render: (args) => <Panel {...args} startOpen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close panel' })).toBeVisible();
  },
});

export const ClosesItsPopover = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open panel' }));
    const close = await canvas.findByRole('button', { name: 'Close panel' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(close);
    await waitFor(() => expect(close).not.toBeVisible());
  },
});
