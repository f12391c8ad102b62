import preview from '../../storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { WithRecordingLinks } from '../../testing/recordingLink';
import { Card } from '../Card/Card';
import { Link, LinkProvider } from './LinkProvider';

const navigate = fn();

const meta = preview.meta({
  title: 'Foundations/LinkProvider',
  component: LinkProvider,
  args: {
    linkComponent: ({ children, ...props }) => <a {...props}>{children}</a>,
    children: null,
  },
  argTypes: { linkComponent: { control: false }, children: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'Set once at the root of the app with its router’s link component. Every link the kit draws (cards, menus, footer, search results) then navigates inside the app.',
      },
    },
  },
});

/** A card and a plain link, both drawn by the app's link component. */
export const ThroughTheAppsLink = meta.story({
  render: () => (
    <WithRecordingLinks navigate={navigate}>
      <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
        <Card title="Cloud migration" text="Move without downtime." href="/services/cloud" />
        <Link href="/contact">Talk to us</Link>
      </div>
    </WithRecordingLinks>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Cloud migration' }));
    await expect(navigate).toHaveBeenLastCalledWith('/services/cloud');
    await userEvent.click(canvas.getByRole('link', { name: 'Talk to us' }));
    await expect(navigate).toHaveBeenLastCalledWith('/contact');
  },
});

/** Without a provider the kit draws plain anchors. */
export const PlainAnchors = meta.story({
  render: () => <Link href="#top">Back to the top</Link>,
});
