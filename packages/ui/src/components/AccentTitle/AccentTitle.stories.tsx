import preview from '../../storybook/preview';
import { AccentTitle, accentTitleLevels } from './AccentTitle';
import { inlineRadio } from '../../storybook/controls';
import { onInverseSurface } from '../../storybook/decorators';

const meta = preview.meta({
  title: 'Typography/AccentTitle',
  component: AccentTitle,
  args: { children: 'Software Development that ships on time', as: 'h2' } as const,
  argTypes: { as: inlineRadio(accentTitleLevels) },
});

export const Default = meta.story();

export const PageTitle = meta.story({ args: { as: 'h1', children: 'OUR STORY' } });

export const OneWord = meta.story({ args: { children: 'Workshops' } });

export const LongText = meta.story({
  args: {
    children:
      'Training & Placements programmes that turn graduates into confident, job-ready engineers across the full software lifecycle',
  },
});

export const OnInverse = meta.story({
  args: { onInverse: true },
  decorators: [onInverseSurface],
});
