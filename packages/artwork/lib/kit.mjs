// @ts-check
/**
 * Drawing kit shared by every generated SVG: brand palette, a tiny element
 * builder, a minifier and a set of flat "objects" (cards, windows, gears,
 * clouds, people…) that the scene modules compose.
 *
 * All scenes are drawn in a 960x720 coordinate space (4:3). Process images
 * (640x480) reuse the same space through their viewBox.
 */
export * from './kit/palette.mjs';
export * from './kit/svg.mjs';
export * from './kit/random.mjs';
export * from './kit/shapes.mjs';
export * from './kit/marks.mjs';
export * from './kit/screens.mjs';
export * from './kit/symbols.mjs';
export * from './kit/office.mjs';
export * from './kit/scene.mjs';
export * from './kit/people.mjs';
