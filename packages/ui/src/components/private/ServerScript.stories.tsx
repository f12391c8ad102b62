import preview from '../../storybook/preview';
import { expect } from 'storybook/test';
import { ServerScript } from './ServerScript';

// An internal part: the few lines a component writes into the server's HTML (PasswordChecklist,
// Carousel). Storybook renders on the client, where it renders nothing: this story shows that.
const meta = preview.meta({
  title: 'Forms/Internals/ServerScript',
  component: ServerScript,
  args: { name: 'carousel' } as const,
  render: (args) => (
    <p>
      Rendered on the client, so no script follows this line.
      <ServerScript {...args} />
    </p>
  ),
});

export const OnTheClient = meta.story({
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
});
