import { expect, within } from 'storybook/test';

/** Where the story shows each of these texts, so a play function can compare their positions. */
export const boxesOf = <Texts extends string[]>(canvasElement: HTMLElement, ...texts: Texts) =>
  texts.map((text) => within(canvasElement).getByText(text).getBoundingClientRect()) as {
    [Index in keyof Texts]: DOMRect;
  };

/**
 * Makes the play functions of a layout's viewport stories: each passes when the story shows the
 * given number of columns, counted by `countColumns`.
 */
export const columnsCheck =
  (countColumns: (canvasElement: HTMLElement) => number) =>
  (count: number) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(countColumns(canvasElement)).toBe(count);
  };
