import { contrastRatio } from './contrast';
import type { ColourToken, ThemeValues } from './themeValues';

/**
 * What a pair is for, and so which WCAG 2.x minimum it needs: `text` is body text (1.4.3, 4.5:1),
 * `largeText` is text of 24 px, or 18.66 px bold, and up (1.4.3, 3:1), `nonText` is a focus ring
 * or a control's edge (1.4.11, 3:1).
 */
export type ContrastUse = 'text' | 'largeText' | 'nonText';

export const minimumContrast: Readonly<Record<ContrastUse, number>> = {
  text: 4.5,
  largeText: 3,
  nonText: 3,
};

export interface ContrastPair {
  foreground: ColourToken;
  background: ColourToken;
  use: ContrastUse;
  /** Where components draw this pair, for the docs. */
  where: string;
}

const onLightSurfaces = ['background', 'surface', 'surfaceRaised'] as const;

function onEachLightSurface(
  foreground: ColourToken,
  use: ContrastUse,
  where: string,
): ContrastPair[] {
  return onLightSurfaces.map((background) => ({ foreground, background, use, where }));
}

/**
 * Every foreground/background pair the kit's components draw. The contrast test holds each theme
 * to these, and the Foundations colour page lists them, so both read the same list.
 */
export const contrastPairs: readonly ContrastPair[] = [
  ...onEachLightSurface('text', 'text', 'Body text, headings, field values'),
  ...onEachLightSurface('textMuted', 'text', 'Secondary text, hints, placeholders'),
  ...onEachLightSurface('textMuted', 'nonText', 'Form field borders'),
  ...onEachLightSurface('brandAccentText', 'text', 'Accent words, active links, info toasts'),
  ...onEachLightSurface('critical', 'text', 'Field errors, the error summary'),
  ...onEachLightSurface('positive', 'text', 'Met password rules, success toasts'),
  ...onEachLightSurface('focusRing', 'nonText', 'Keyboard focus outline'),
  {
    foreground: 'textInverse',
    background: 'surfaceInverse',
    use: 'text',
    where: 'Header, footer, inverse cards, ticker',
  },
  {
    foreground: 'focusRing',
    background: 'surfaceInverse',
    use: 'nonText',
    where: 'Keyboard focus in the header and footer',
  },
  {
    foreground: 'brandAccent',
    background: 'surfaceInverse',
    use: 'largeText',
    where: 'Accent words of display titles on inverse bands',
  },
  {
    foreground: 'onBrandAccent',
    background: 'brandAccent',
    use: 'text',
    where: 'Primary buttons, timeline markers, quick-contact button',
  },
];

/** Colour tokens no text is drawn in or on, so they need no contrast pair. */
export const coloursWithoutContrastPairs: Readonly<Partial<Record<ColourToken, string>>> = {
  border: 'Dividers and card edges that only decorate; controls are outlined in textMuted',
  scrim: 'The dimmed layer behind a dialog; text sits on the dialog, never on the scrim',
};

export interface ContrastResult extends ContrastPair {
  ratio: number;
  minimum: number;
  passes: boolean;
}

/** Measures every intended pair in one theme. */
export function checkContrast(colours: ThemeValues['color']): ContrastResult[] {
  return contrastPairs.map((pair) => {
    const ratio = contrastRatio(colours[pair.foreground], colours[pair.background]);
    const minimum = minimumContrast[pair.use];
    return { ...pair, ratio, minimum, passes: ratio >= minimum };
  });
}
