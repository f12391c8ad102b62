import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import groteskLatinExt from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2?url';
import groteskLatin from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url';

// The web fonts join the page once it has loaded (an entry of its own, imported by the app
// loader, @ngs/html-first's appLoader/, and by `pnpm dev`'s page): the first paint
// uses the theme's metric-matched fallback faces (see the kit's ngsTheme), so nothing moves when
// Inter and Space Grotesk swap in, and their downloads never delay the page's own content.
// Latin and Latin Extended cover every text of the site; the browser fetches a subset only for
// a page that uses one of its characters.
const latin =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const latinExt =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const faces: [family: string, url: string, unicodeRange: string][] = [
  ['Inter Variable', interLatin, latin],
  ['Inter Variable', interLatinExt, latinExt],
  ['Space Grotesk Variable', groteskLatin, latin],
  ['Space Grotesk Variable', groteskLatinExt, latinExt],
];

function addWebFonts(): void {
  for (const [family, url, unicodeRange] of faces) {
    const face = new FontFace(family, `url(${url}) format('woff2')`, {
      weight: '100 900',
      display: 'swap',
      unicodeRange,
    });
    document.fonts.add(face);
  }
}

addWebFonts();
