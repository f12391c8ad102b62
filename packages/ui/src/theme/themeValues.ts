import type { vars } from './contract.css';

type TokenValues<Contract> = {
  [Key in keyof Contract]: Contract[Key] extends string ? string : TokenValues<Contract[Key]>;
};

/**
 * Everything a theme must provide: one string for every slot of the contract (`vars`). A theme
 * is a plain object of this type, given to `createTheme(vars, values)`; the same object feeds
 * the Foundations docs and the contrast test, so what they show is what the CSS gets.
 */
export type ThemeValues = TokenValues<typeof vars>;

export type ColourToken = keyof ThemeValues['color'];
