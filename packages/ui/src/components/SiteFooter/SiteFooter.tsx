import { forwardRef, type ReactNode } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import * as styles from './SiteFooter.css';
import { Link } from '../LinkProvider/LinkProvider';

export interface SiteFooterLink {
  label: string;
  href: string;
  /** Another site: opens in a new tab as a plain `<a>`, never through the app's link. */
  external?: boolean;
}

export interface SiteFooterColumn {
  title: string;
  links: SiteFooterLink[];
}

export interface SiteFooterSocialLink {
  /** Accessible name of the icon-only link, e.g. "Northwind Labs on LinkedIn". */
  label: string;
  href: string;
  /** Decorative icon; it is hidden from assistive technology. */
  icon: ReactNode;
}

export interface SiteFooterProps {
  columns: SiteFooterColumn[];
  social?: SiteFooterSocialLink[];
  legalLinks?: SiteFooterLink[];
  /** The copyright line, e.g. "© 2024–2026 Northwind Labs". */
  copyright: string;
  /** Optional brand block (logo, short tagline) shown before the columns. */
  brand?: ReactNode;
  /**
   * Text read after links that open a new tab, e.g. "opens in a new tab". Screen reader users
   * then know before they follow the link.
   */
  newTabHint?: string;
}

export const SiteFooter = /* @__PURE__ */ forwardRef<HTMLElement, SiteFooterProps>(
  function SiteFooter(
    { columns, social = [], legalLinks = [], copyright, brand, newTabHint },
    ref,
  ) {
    const hint = newTabHint ? (
      <>
        {' '}
        <span className={visuallyHidden}>({newTabHint})</span>
      </>
    ) : null;

    const renderFooterLink = ({ label, href, external }: SiteFooterLink) =>
      external ? (
        <a href={href} className={styles.link} target="_blank" rel="noopener noreferrer">
          {label}
          {hint}
        </a>
      ) : (
        <Link href={href} className={styles.link}>
          {label}
        </Link>
      );

    return (
      <footer ref={ref} className={styles.root}>
        <div className={styles.inner}>
          <div className={brand ? styles.top : undefined}>
            {brand ? <div className={styles.brand}>{brand}</div> : null}
            <div className={styles.columns}>
              {columns.map((column) => (
                <section key={column.title}>
                  <h2 className={styles.columnTitle}>{column.title}</h2>
                  <ul className={styles.list}>
                    {column.links.map((link) => (
                      <li key={`${link.href}-${link.label}`}>{renderFooterLink(link)}</li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </div>
          {social.length > 0 ? (
            <ul className={styles.socialList}>
              {social.map(({ label, href, icon }) => (
                <li key={href}>
                  <a
                    href={href}
                    className={styles.socialLink}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <span className={styles.socialIcon} aria-hidden="true">
                      {icon}
                    </span>
                    <span className={visuallyHidden}>
                      {label}
                      {newTabHint ? ` (${newTabHint})` : null}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.bottom}>
            <p className={styles.copyright}>{copyright}</p>
            {legalLinks.length > 0 ? (
              <ul className={styles.legalList}>
                {legalLinks.map((link) => (
                  <li key={`${link.href}-${link.label}`}>{renderFooterLink(link)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </footer>
    );
  },
);
