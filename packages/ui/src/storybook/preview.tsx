import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview, type Decorator } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '@fontsource-variable/inter';
import '@fontsource-variable/space-grotesk';
import { breakpoints, harbourTheme, ngsTheme, vars } from '../index';
import { withAppLinks } from './storyLinks';

// CI runs the stories beside other suites on two cores; a play function waits up to 5 s for the
// page to answer rather than 1 s, so a starved browser is not mistaken for a broken component.
configure({ asyncUtilTimeout: 5000 });

const themes = { ngs: ngsTheme, harbour: harbourTheme } as const;
type ThemeName = keyof typeof themes;

// What the kit's global stylesheet gives <body>, for a story that is themed inside a docs page.
const themedBody = {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
};

// In the canvas the theme class goes on <html>, so portalled parts (dialogs, toasts) are
// re-skinned too. A docs page shows many stories in one document, where a story's own theme
// (the Harbour story) on <html> would re-skin every preview on the page; there each story
// carries its theme on a wrapper of its own.
const withTheme: Decorator = (Story, context) => {
  const name = (context.globals['theme'] ?? 'ngs') as ThemeName;
  if (context.viewMode === 'docs') {
    return (
      <div className={themes[name] ?? ngsTheme} style={themedBody}>
        <Story />
      </div>
    );
  }
  const root = document.documentElement;
  Object.values(themes).forEach((cls) => root.classList.remove(cls));
  root.classList.add(themes[name] ?? ngsTheme);
  return <Story />;
};

const preview = definePreview({
  addons: [addonDocs(), addonA11y()],
  tags: ['autodocs'],
  // Every story's links go through an app-like link component that records where they lead.
  decorators: [withTheme, withAppLinks],
  globalTypes: {
    theme: {
      description: 'Theme the kit is rendered with',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'ngs', title: 'NGS' },
          { value: 'harbour', title: 'Harbour (example)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'ngs' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // An axe violation fails the story's test (pnpm test:stories) instead of only showing in the
    // panel: 'todo' would report it and pass.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '740px' } },
        tablet: {
          name: `Tablet (${breakpoints.mobile} px)`,
          styles: { width: `${breakpoints.mobile}px`, height: '1024px' },
        },
        laptop: {
          name: `Laptop (${breakpoints.tablet} px)`,
          styles: { width: `${breakpoints.tablet}px`, height: '768px' },
        },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
});

export default preview;
