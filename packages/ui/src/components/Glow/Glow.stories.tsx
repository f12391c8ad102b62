import preview from '../../storybook/preview';
import { expectPointerEffect, pointerPlayground } from '../../storybook/pointerPlayground';
import { CursorFollower } from '../CursorFollower/CursorFollower';
import { Glow } from './Glow';

const meta = preview.meta({
  title: 'Effects/Glow',
  component: Glow,
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  decorators: [
    pointerPlayground({
      hint: 'Move the mouse: a soft halo trails it. It is off on touch screens and when the system asks for reduced motion.',
      minHeight: 280,
    }),
  ],
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expectPointerEffect(canvasElement, '[data-cursor-glow]', { clientX: 120, clientY: 80 });
  },
});

/** How the app uses them: both at once, each decorative and independent. */
export const WithCursorFollower = meta.story({
  render: () => (
    <>
      <Glow />
      <CursorFollower />
    </>
  ),
});
