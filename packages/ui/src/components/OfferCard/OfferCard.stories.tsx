import preview from '../../storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { navigatedTo } from '../../storybook/storyLinks';
import { exampleIllustration } from '../Card/storyImages';
import { OfferCard, offerCardTitleLevels } from './OfferCard';
import { inlineRadio } from '../../storybook/controls';
import { viewport } from '../../storybook/globals';
import { rightToLeft, withMaxWidth } from '../../storybook/decorators';

const meta = preview.meta({
  title: 'Content/OfferCard',
  component: OfferCard,
  args: {
    title: 'Cloud Computing',
    text: 'Move to the cloud in small, reversible steps, sized to your traffic and budget.',
    href: '/offers/cloud',
    linkLabel: 'Learn more about Cloud Computing',
    image: { src: exampleIllustration(200), alt: '', width: 960, height: 720 },
  },
  argTypes: { titleAs: inlineRadio(offerCardTitleLevels) },
  decorators: [withMaxWidth(360)],
});

export const WithImage = meta.story({
  play: async ({ canvas, canvasElement }) => {
    navigatedTo.mockClear();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    const link = links[0] as HTMLElement;
    await expect(link).toHaveAccessibleName('Learn more about Cloud Computing');

    // The title and the image are part of the click target too.
    for (const part of [canvas.getByRole('heading'), canvasElement.querySelector('img')]) {
      const box = (part as Element).getBoundingClientRect();
      await expect(
        document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
      ).toBe(link);
    }
    await userEvent.click(link);
    await expect(navigatedTo).toHaveBeenCalledWith('/offers/cloud');
  },
});

export const WithIcon = meta.story({
  args: {
    image: undefined,
    icon: (
      <svg viewBox="0 0 24 24" width="24" height="24">
        <path fill="currentColor" d="M6 19a4 4 0 0 1-.5-8A6 6 0 0 1 17 9a4.5 4.5 0 0 1 1 10H6z" />
      </svg>
    ),
  },
});

export const TextOnly = meta.story({ args: { image: undefined } });

export const KeyboardFocus = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
});

export const LongText = meta.story({
  args: {
    title: 'Training and Placements for graduates and career changers',
    text: 'Twelve weeks of pairing, code review and real project work, followed by mock interviews and introductions to hiring partners who are looking for exactly the skills our trainees have practised.',
    linkLabel: 'Learn more about Training and Placements for graduates and career changers',
  },
});

export const LongWords = meta.story({
  args: {
    title: 'Internationalisationandlocalisation',
    linkLabel: 'Learn more about Internationalisationandlocalisation',
  },
});

export const Mobile = meta.story({ globals: viewport('mobile') });

export const HarbourTheme = meta.story({
  args: WithIcon.input.args,
  globals: { theme: 'harbour' },
});

export const RightToLeft = meta.story({
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const arrow = canvasElement.querySelector('a svg') as SVGElement;
    await expect(getComputedStyle(arrow).transform).not.toBe('none');
  },
});
