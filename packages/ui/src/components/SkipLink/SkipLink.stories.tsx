import preview from '../../storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = preview.meta({
  title: 'Navigation/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main', children: 'Skip to main content' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: 120 }}>
        <Story />
        <main id="story-main" tabIndex={-1} style={{ paddingTop: 56 }}>
          Press Tab to see the link.
        </main>
      </div>
    ),
  ],
});

/** Hidden until focused; Tab shows it at the top of the page. */
export const Focused = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  },
});
