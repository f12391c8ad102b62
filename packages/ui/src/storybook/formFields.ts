/**
 * A form field's story in the example theme, with a hint and an error, so that every part of the
 * field that the theme styles is on show.
 */
export const fieldInHarbourTheme = {
  args: { hint: 'Shown in the example theme', error: 'Selection is required' },
  globals: { theme: 'harbour' },
};
