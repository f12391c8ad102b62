import { within } from 'storybook/test';

/** Where the story shows each of these texts, so a play function can compare their positions. */
export const boxesOf = <Texts extends string[]>(canvasElement: HTMLElement, ...texts: Texts) =>
  texts.map((text) => within(canvasElement).getByText(text).getBoundingClientRect()) as {
    [Index in keyof Texts]: DOMRect;
  };
