import preview from '../../storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { Ticker } from './Ticker';
import { viewport } from '../../storybook/globals';
import { withMaxWidth } from '../../storybook/decorators';

const links = ['Web Development', 'Android Apps', 'iOS Apps', 'UI / UX Design'].map((name) => (
  <a key={name} href={`#${name}`}>
    {name}
  </a>
));

const meta = preview.meta({
  title: 'Content/Ticker',
  component: Ticker,
  args: {
    label: 'Featured services',
    items: links,
    intervalMs: 3000,
    pauseLabel: 'Pause featured services',
  },
  argTypes: { items: { control: false } },
  decorators: [withMaxWidth(320)],
});

export const Turning = meta.story();

export const Paused = meta.story({
  play: async ({ canvas }) => {
    const pause = canvas.getByRole('checkbox', { name: 'Pause featured services' });
    await userEvent.click(pause);
    await expect(pause).toBeChecked();
  },
});

export const LongItems = meta.story({
  args: {
    items: [
      <a key="1" href="#1">
        Transformationsberatungsdienstleistungen für mittelständische Unternehmen
      </a>,
      <a key="2" href="#2">
        Frequently asked questions about internships and placements
      </a>,
    ],
  },
});

export const Mobile = meta.story({ globals: viewport('mobile') });
