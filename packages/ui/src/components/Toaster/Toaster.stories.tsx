import preview from '../../storybook/preview';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { vars } from '../../theme/contract.css';
import { Toaster, toasterPositions } from './Toaster';
import { clearToasts, toast, type ToastOptions } from './toastStore';
import { selectMenu } from '../../storybook/controls';
import { viewport } from '../../storybook/globals';

const examples: { label: string; message: string; options: ToastOptions }[] = [
  {
    label: 'Show success',
    message: 'Your message reached our inbox!',
    options: { tone: 'success', duration: 1500 },
  },
  {
    label: 'Show error',
    message: 'Something went wrong. Please try again later.',
    options: { tone: 'error', duration: 1500 },
  },
  { label: 'Show info', message: 'New openings are posted every Monday.', options: {} },
];

const meta = preview.meta({
  title: 'Feedback/Toaster',
  component: Toaster,
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  argTypes: { position: selectMenu(toasterPositions) },
  beforeEach: () => {
    clearToasts();
    return () => clearToasts();
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minHeight: 280 }}>
        {examples.map(({ label, message, options }) => (
          <Button key={label} variant="secondary" onClick={() => toast(message, options)}>
            {label}
          </Button>
        ))}
        <Story />
      </div>
    ),
  ],
});

export const Success = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await expect(await within(region).findByText('Your message reached our inbox!')).toBeVisible();
    await expect(
      within(region).getByRole('button', { name: 'Dismiss notification' }),
    ).toBeInTheDocument();
  },
});

export const Failure = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(
      await canvas.findByText('Something went wrong. Please try again later.'),
    ).toBeVisible();
  },
});

export const Stacked = meta.story({
  play: async ({ canvas }) => {
    for (const { label } of examples) {
      await userEvent.click(canvas.getByRole('button', { name: label }));
    }
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  },
});

export const PausesOnHover = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const message = await canvas.findByText('Your message reached our inbox!');
    await userEvent.hover(message);
    // Well past its 1500 ms: still open because the pointer rests on it.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expect(canvas.getByText('Your message reached our inbox!')).toBeVisible();
  },
});

export const Dismiss = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() =>
      expect(canvas.queryByText('New openings are posted every Monday.')).toBeNull(),
    );
  },
});

export const BottomLeft = meta.story({
  args: { position: 'bottom-left' },
  play: Success.input.play,
});

export const LongText = meta.story({
  play: async ({ canvas }) => {
    toast(
      'Your application for the Senior Infrastructure Engineer position was received; a confirmation with a reference number is on its way to your mailbox.',
      { tone: 'success' },
    );
    toast('Donaudampfschifffahrtsgesellschaftskapitänsausbildungsprogramm gestartet');
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(2);
  },
});

export const Mobile = meta.story({
  globals: viewport('mobile'),
  play: Stacked.input.play,
});

export const HarbourTheme = meta.story({ globals: { theme: 'harbour' }, play: Stacked.input.play });

/** A drag dismisses only past 80 % of the toast's width (spec §9). */
export const SwipeToDismiss = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const toastItem = (await canvas.findByRole('listitem')) as HTMLElement;
    const drag = (fraction: number) => {
      const box = toastItem.getBoundingClientRect();
      const start = { clientX: box.left + 10, clientY: box.top + 10, pointerId: 1, button: 0 };
      const step = (x: number) => ({ ...start, clientX: start.clientX + x });
      fireEvent.pointerDown(toastItem, start);
      fireEvent.pointerMove(toastItem, step(5));
      fireEvent.pointerMove(toastItem, step(box.width * fraction));
      fireEvent.pointerUp(toastItem, step(box.width * fraction));
    };
    drag(0.6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByText('New openings are posted every Monday.')).toBeInTheDocument();
    drag(0.9);
    await waitFor(() =>
      expect(canvas.queryByText('New openings are posted every Monday.')).toBeNull(),
    );
  },
});
