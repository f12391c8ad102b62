/** The viewports the preview offers (`preview.tsx` beside this file), upright. */
export type StoryViewport = 'mobile' | 'tablet' | 'laptop' | 'desktop';

/** A story's globals that show it in one of the preview's viewports. */
export const viewport = (value: StoryViewport) => ({ viewport: { value, isRotated: false } });
