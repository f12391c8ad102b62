import preview from '../storybook/preview';
import { expect, within } from 'storybook/test';
import { kitThemeNames, kitThemes } from './kitThemes';
import { ThemePanel } from './ThemePanel';
import { inlineRadio } from '../storybook/controls';

// Whatever theme the page has, the panel's content takes the one it is given.
const meta = preview.meta({
  title: 'Foundations/Parts/ThemePanel',
  component: ThemePanel,
  tags: ['!autodocs'],
  args: { theme: 'harbour', children: <p>Text in the chosen theme.</p> } as const,
  argTypes: { theme: inlineRadio(kitThemeNames) },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const text = within(canvasElement).getByText('Text in the chosen theme.');
    await expect(text.parentElement).toHaveClass(kitThemes[args.theme].className);
  },
});
