import type { ColourToken } from '../theme/themeValues';

/** What each colour slot is for. Typed against the contract, so a new slot needs a line here. */
export const colourRoles: Record<ColourToken, string> = {
  background: 'The page behind everything',
  surface: 'Quiet bands and tinted blocks on the page',
  surfaceRaised: 'Cards, fields, dialogs and toasts',
  surfaceInverse: 'Dark bands: header, footer, inverse cards',
  text: 'Body text and headings',
  textMuted: 'Secondary text, hints, placeholders and field borders',
  textInverse: 'Text on surfaceInverse',
  brandAccent:
    'Fills, rules, icons and large display text; not for body-size text on light surfaces',
  brandAccentText: 'The accent for body-size text on the light surfaces',
  onBrandAccent: 'Text and icons on a brandAccent fill',
  border: 'Dividers and card edges (decorative)',
  focusRing: 'The keyboard focus outline',
  critical: 'Errors',
  positive: 'Success and met rules',
  scrim: 'The dimmed layer behind a dialog',
};
