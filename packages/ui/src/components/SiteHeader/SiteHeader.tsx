import { forwardRef, type ReactNode } from 'react';
import { SkipLink } from '../SkipLink/SkipLink';
import * as styles from './SiteHeader.css';

export const siteHeaderStripPositions = ['above', 'below'] as const;

export interface SiteHeaderProps {
  /** The brand mark, usually the app's link to its home page. */
  logo: ReactNode;
  /** Desktop navigation (e.g. the kit's NavMenu); hidden at the tablet breakpoint and below. */
  navigation?: ReactNode;
  /** Controls shown at every width: search, location, … */
  actions?: ReactNode;
  /** Controls shown only at the tablet breakpoint and below, e.g. the button opening the app's menu. */
  mobileOnly?: ReactNode;
  /** A secondary strip, e.g. a carousel of shortcuts. */
  strip?: ReactNode;
  stripPosition?: (typeof siteHeaderStripPositions)[number];
  /** Text of the link that jumps past the header, e.g. "Skip to content". */
  skipLinkLabel: string;
  /** Id (without `#`) of the element the skip link jumps to, usually `<main>`. */
  skipLinkTarget: string;
}

/**
 * The page's banner: sticky at the top, `headerHeight` tall (plus the strip, if any). The first
 * focusable element is always the skip link.
 */
export const SiteHeader = /* @__PURE__ */ forwardRef<HTMLElement, SiteHeaderProps>(
  function SiteHeader(
    {
      logo,
      navigation,
      actions,
      mobileOnly,
      strip,
      stripPosition = 'below',
      skipLinkLabel,
      skipLinkTarget,
    },
    ref,
  ) {
    const stripNode =
      strip === undefined || strip === null ? null : (
        <div className={styles.strip} data-slot="strip">
          {strip}
        </div>
      );
    return (
      <header ref={ref} className={styles.root}>
        <SkipLink targetId={skipLinkTarget}>{skipLinkLabel}</SkipLink>
        {stripPosition === 'above' && stripNode}
        <div className={styles.bar}>
          <div className={styles.inner}>
            <div className={styles.logo} data-slot="logo">
              {logo}
            </div>
            {navigation ? (
              <div className={styles.navigation} data-slot="navigation">
                {navigation}
              </div>
            ) : null}
            <div className={styles.actions} data-slot="actions">
              {actions}
              {mobileOnly ? (
                <div className={styles.mobileOnly} data-slot="mobile-only">
                  {mobileOnly}
                </div>
              ) : null}
            </div>
          </div>
        </div>
        {stripPosition === 'below' && stripNode}
      </header>
    );
  },
);
