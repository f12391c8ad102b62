/** Share of the toast's width a drag must cover to dismiss it (spec §9: 80 percent). */
export const swipeDismissRatio = 0.8;

/** Used until a toast has been measured: 80 % of the toast's 22.5 rem (360 px) maximum width. */
export const defaultSwipeThreshold = 288;

/** The swipe distance, in px, that dismisses a toast `width` px wide. */
export function swipeThresholdFor(width: number): number {
  return width > 0 ? Math.round(width * swipeDismissRatio) : defaultSwipeThreshold;
}
