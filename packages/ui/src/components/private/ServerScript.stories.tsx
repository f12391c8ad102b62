import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ServerScript } from './ServerScript';

// An internal part: the few lines a component writes into the server's HTML (PasswordChecklist,
// Carousel). Storybook renders on the client, where it renders nothing: this story shows that.
const meta = {
  title: 'Forms/Internals/ServerScript',
  component: ServerScript,
  args: { name: 'carousel' },
  render: (args) => (
    <p>
      Rendered on the client, so no script follows this line.
      <ServerScript {...args} />
    </p>
  ),
} satisfies Meta<typeof ServerScript>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheClient: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};
