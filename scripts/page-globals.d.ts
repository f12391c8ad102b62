// What the root scripts' in-page code finds on `window` besides the DOM: Storybook's preview.
declare global {
  interface Window {
    __STORYBOOK_PREVIEW__: {
      storyStoreValue: {
        loadStory: (options: {
          storyId: string | null;
        }) => Promise<{ parameters: { docsPreview?: { scrolls?: boolean } } }>;
      };
    };
  }
}

export {};
