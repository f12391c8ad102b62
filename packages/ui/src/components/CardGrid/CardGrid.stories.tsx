import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { exampleIllustration } from '../Card/storyImages';
import { CardGrid } from './CardGrid';
import { viewport } from '../../storybook/globals';
import { columnsCheck } from '../../storybook/layout';

const services = [
  ['Discovery workshops', 'Two days with your team to turn ideas into a plan with costs.'],
  ['Product design', 'Research, wireframes and tested prototypes before any code.'],
  ['Web applications', 'Fast, accessible sites and apps that your team can edit.'],
  ['Mobile apps', 'One codebase for Android and iOS, with native performance.'],
  ['Cloud platforms', 'Infrastructure as code, sized to your traffic and budget.'],
  ['Support and care', 'Monitoring, updates and a named engineer who knows your system.'],
] as const;

const cards = services.map(([title, text], index) => (
  <Card
    key={title}
    title={title}
    text={text}
    href={`#${index}`}
    variant={index === 1 ? 'highlight' : 'plain'}
    image={{ src: exampleIllustration(index * 50), alt: '', width: 960, height: 720 }}
  />
));

const columnCount = (canvasElement: HTMLElement) =>
  getComputedStyle(within(canvasElement).getByRole('list')).gridTemplateColumns.split(' ').length;

const expectColumns = columnsCheck(columnCount);

const meta = preview.meta({
  title: 'Content/CardGrid',
  component: CardGrid,
  args: { children: cards, 'aria-label': 'Our services' },
});

export const Desktop = meta.story({
  globals: viewport('desktop'),
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Our services' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(columnCount(canvasElement)).toBe(3);
  },
});

export const Laptop = meta.story({ globals: viewport('laptop'), play: expectColumns(2) });

export const Mobile = meta.story({ globals: viewport('mobile'), play: expectColumns(1) });

export const TextOnly = meta.story({
  args: {
    children: services.map(([title, text]) => <Card key={title} title={title} text={text} />),
  },
});

export const UnevenText = meta.story({
  args: {
    children: [
      <Card key="a" title="Short" text="One line." />,
      <Card
        key="b"
        title="A much longer card title that wraps over several lines"
        text="Cards in the same row stretch to the tallest one, so their edges line up however much text each one holds."
      />,
      <Card key="c" title="Medium" text="Two lines of text, more or less, in this card." />,
    ],
  },
});

export const Empty = meta.story({ args: { children: [] } });

export const HarbourTheme = meta.story({ globals: { theme: 'harbour' } });
