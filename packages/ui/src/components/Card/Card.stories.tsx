import preview from '../../storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { navigatedTo } from '../../storybook/storyLinks';
import { Card, cardTitleLevels, cardVariants } from './Card';
import { exampleIllustration } from './storyImages';
import { inlineRadio } from '../../storybook/controls';
import { viewport } from '../../storybook/globals';
import { withMaxWidth } from '../../storybook/decorators';

const meta = preview.meta({
  title: 'Content/Card',
  component: Card,
  args: {
    title: 'Automated testing',
    text: 'Every change runs through unit, integration and browser tests before it reaches your users.',
  },
  argTypes: { variant: inlineRadio(cardVariants), titleAs: inlineRadio(cardTitleLevels) },
  decorators: [withMaxWidth(360)],
});

export const Plain = meta.story();

export const Highlight = meta.story({ args: { variant: 'highlight' } });

export const WithImage = meta.story({
  args: {
    image: {
      src: exampleIllustration(150),
      alt: 'A test run with every check passing',
      width: 960,
      height: 720,
    },
  },
});

export const Linked = meta.story({
  args: {
    href: '/testing',
    image: { src: exampleIllustration(30), alt: '', width: 960, height: 720 },
  },
  play: async ({ canvas }) => {
    navigatedTo.mockClear();
    const link = canvas.getByRole('link');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(link).toHaveAccessibleName('Automated testing');

    // A click anywhere on the card lands on the link stretched over it.
    const text = canvas.getByText(/Every change/).getBoundingClientRect();
    const hit = document.elementFromPoint(text.left + 10, text.top + text.height / 2);
    await expect(hit).toBe(link);
    await userEvent.click(link);
    await expect(navigatedTo).toHaveBeenCalledWith('/testing');
  },
});

export const LinkedHighlight = meta.story({
  args: { ...Linked.input.args, variant: 'highlight' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    link.focus();
    await expect(link).toHaveFocus();
  },
});

export const Variants = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {cardVariants.map((variant) => (
        <Card key={variant} {...args} variant={variant} title={`${variant} card`} />
      ))}
    </div>
  ),
});

export const LongText = meta.story({
  args: {
    title: 'Continuous integration, delivery and deployment pipelines for every repository',
    text: 'We set up pipelines that build, test, scan and deploy every change, with preview environments for each pull request, automatic rollbacks when a health check fails, and dashboards that show your team how long a change takes from commit to production.',
  },
});

export const LongWords = meta.story({
  args: {
    title: 'Internationalisationandlocalisationservices',
    text: 'Pneumonoultramicroscopicsilicovolcanoconiosis-proof documentation for every release.',
    href: '/i18n',
  },
});

export const Mobile = meta.story({
  args: WithImage.input.args,
  globals: viewport('mobile'),
});

export const HarbourTheme = meta.story({
  render: Variants.input.render,
  args: Linked.input.args,
  globals: { theme: 'harbour' },
});
