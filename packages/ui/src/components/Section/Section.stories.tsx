import preview from '../../storybook/preview';
import { expect } from 'storybook/test';
import { Text } from '../../system/Text/Text';
import { Section, sectionTones } from './Section';
import { inlineRadio } from '../../storybook/controls';

const meta = preview.meta({
  title: 'Layout/Section',
  component: Section,
  args: {
    title: 'How we work',
    lead: 'Small steps, each one reviewed, tested and shipped.',
    children: (
      <Text>
        Work starts with a short discovery, moves in weekly increments and ends with a handover the
        team can run on its own.
      </Text>
    ),
  },
  argTypes: { tone: inlineRadio(sectionTones) },
  parameters: { layout: 'fullscreen' },
});

export const WithLead = meta.story({
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'How we work' });
    await expect(region).toBeVisible();
  },
});

export const Tinted = meta.story({ args: { tone: 'tinted' } });

export const Inverse = meta.story({
  args: { tone: 'inverse' },
  play: async ({ canvas }) => {
    const lead = canvas.getByText(/^Small steps/);
    const region = canvas.getByRole('region', { name: 'How we work' });
    // The lead is read on the dark surface in the surface's own text colour.
    await expect(getComputedStyle(lead).color).toBe(getComputedStyle(region).color);
  },
});

export const TitleOnly = meta.story({ args: { lead: undefined, headingLevel: 3 } });
