import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { FloatingActions } from '../FloatingActions/FloatingActions';
import { BackToTop } from './BackToTop';
import { viewport } from '../../storybook/globals';

const meta = {
  title: 'Site/BackToTop',
  component: BackToTop,
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, height: '480px' } },
    // The demo is a long page: scrolling it inside the preview is how the button is shown.
    docsPreview: { scrolls: true },
  },
  args: { label: 'Back to top', focusTargetId: 'back-to-top-main' },
  decorators: [
    (Story) => (
      <>
        <main id="back-to-top-main" style={{ padding: vars.space.lg }}>
          <h1 style={{ marginTop: 0 }}>A long page</h1>
          <p>Scroll down one screen and the button appears in the bottom-right corner.</p>
          <div style={{ height: '300vh' }} />
          <p>The end of the page.</p>
        </main>
        <FloatingActions>
          <Story />
        </FloatingActions>
      </>
    ),
  ],
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtTheTop: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
  },
};

export const ScrolledDown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo({ top: window.innerHeight * 1.5, behavior: 'instant' });
    const button = await waitFor(() => canvas.getByRole('button', { name: 'Back to top' }));
    await expect(button).toHaveAttribute('data-state', 'visible');
    await expect(button).toBeVisible();
  },
};

export const ReturnsToTop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo({ top: window.innerHeight * 2, behavior: 'instant' });
    const button = await waitFor(() => canvas.getByRole('button', { name: 'Back to top' }));
    await userEvent.click(button);
    await expect(canvas.getByRole('main')).toHaveFocus();
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
  },
};

export const Mobile: Story = {
  ...ScrolledDown,
  globals: viewport('mobile'),
};
