import type { Decorator } from '@storybook/react-vite';
import { waitFor, within } from 'storybook/test';
import { FloatingActions } from '../components/FloatingActions/FloatingActions';
import { vars } from '../theme/contract.css';

/** The floating corner's stories fill the frame, and get a frame of their own in the docs. */
export const floatingCornerParameters = {
  layout: 'fullscreen',
  docs: { story: { inline: false, height: '480px' } },
} as const;

/** Puts the story in the page corner that FloatingActions keeps, as the site does. */
export const inFloatingCorner: Decorator = (Story) => (
  <FloatingActions>
    <Story />
  </FloatingActions>
);

type LongPage = {
  /** The page's <main>, where back-to-top moves the focus. */
  mainId: string;
  /** What to try, under the page's heading. */
  hint: string;
  /** A last line, seen once scrolled to the end. */
  end?: string;
};

/** Shows the story over a page three screens long, so that scrolling brings up back-to-top. */
export const onLongPage =
  ({ mainId, hint, end }: LongPage): Decorator =>
  (Story) => (
    <>
      <main id={mainId} style={{ padding: vars.space.lg }}>
        <h1 style={{ marginTop: 0 }}>A long page</h1>
        <p>{hint}</p>
        <div style={{ height: '300vh' }} />
        {end && <p>{end}</p>}
      </main>
      <Story />
    </>
  );

/** Scrolls the long page down by `screens` viewport heights and waits for back-to-top. */
export async function scrollUntilBackToTop(canvasElement: HTMLElement, screens: number) {
  window.scrollTo({ top: window.innerHeight * screens, behavior: 'instant' });
  return waitFor(() => within(canvasElement).getByRole('button', { name: 'Back to top' }));
}
