import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { kitThemeNames, kitThemes } from './kitThemes';
import { ThemePanel } from './ThemePanel';
import { inlineRadio } from '../storybook/controls';

// Whatever theme the page has, the panel's content takes the one it is given.
const meta = {
  title: 'Foundations/Parts/ThemePanel',
  component: ThemePanel,
  tags: ['!autodocs'],
  args: { theme: 'harbour', children: <p>Text in the chosen theme.</p> },
  argTypes: { theme: inlineRadio(kitThemeNames) },
} satisfies Meta<typeof ThemePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const text = within(canvasElement).getByText('Text in the chosen theme.');
    await expect(text.parentElement).toHaveClass(kitThemes[args.theme].className);
  },
};
