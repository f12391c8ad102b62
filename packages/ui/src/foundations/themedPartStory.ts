import type { ArgTypes, StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { kitThemeNames, type ThemedFoundationProps } from './kitThemes';

/** The theme every Foundations story starts on, and the control that switches to the others. */
export const themeSwitch: {
  args: ThemedFoundationProps;
  argTypes: ArgTypes<ThemedFoundationProps>;
} = {
  args: { theme: 'ngs' },
  argTypes: { theme: { control: 'inline-radio', options: kitThemeNames } },
};

/** A part's story passes once its table shows rows below the header. */
export async function expectTableRows({ canvasElement }: Pick<StoryContext, 'canvasElement'>) {
  await expect(within(canvasElement).getAllByRole('row').length).toBeGreaterThan(1);
}
