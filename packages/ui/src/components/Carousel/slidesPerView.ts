import { breakpoints } from '../../theme/tokens';

/** How many slides show side by side at each layout width. */
export interface SlidesPerView {
  /** Wider than the tablet breakpoint (1024 px). */
  desktop: number;
  /** At 1024 px or less. */
  tablet: number;
  /** At 768 px or less. */
  mobile: number;
}

/** Three side by side on desktops, two on tablets, one on phones. */
export const defaultSlidesPerView: SlidesPerView = { desktop: 3, tablet: 2, mobile: 1 };

/** The number of slides in view at a viewport width, by the kit's breakpoints. */
export function slidesPerViewForWidth(
  width: number,
  perView: SlidesPerView = defaultSlidesPerView,
): number {
  if (width <= breakpoints.mobile) return perView.mobile;
  if (width <= breakpoints.tablet) return perView.tablet;
  return perView.desktop;
}
