import { useLocation, useMatches } from '@tanstack/react-router';
import {
  backToTop,
  brand,
  copyrightLine,
  footer,
  headerLinks,
  logoLink,
  menuTexts,
  officesMenu,
  quickContact,
  searchDestinations,
  searchTexts,
  sidebarLinks,
  skipLink,
} from '@ngs/content';
import {
  BackToTop,
  CursorFollower,
  FloatingActions,
  GlobeIcon,
  Glow,
  listReset,
  MobileSidebar,
  NavMenu,
  type NavMenuItem,
  QuickContact,
  SearchDialog,
  SiteFooter,
  SiteHeader,
  visuallyHidden,
} from '@ngs/ui';
import type { ReactNode } from 'react';
import { ContentLink } from '../lib/ContentLink';
import { ShortcutStrip } from './ShortcutStrip';
import { SocialIcon } from './SocialIcon';
import { isActiveLink } from './activeLink';
import * as styles from './SiteChrome.css';

const mainId = 'main';
/** The search dialog's id: any button with `opensDialog(siteSearchId)` opens it. */
export const siteSearchId = 'site-search';
const siteMenuId = 'site-menu';

const buildYear = new Date().getFullYear();

const destinations = searchDestinations.map((destination) => ({
  title: destination.title,
  href: destination.link,
}));

/** Everything around a page: header, menus, search, footer and the always-present helpers. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  // A path that only looked like a screen (e.g. `/careers` under `/$page`) is a not-found one.
  const showFooter = useMatches({
    select: (matches) =>
      !matches.some((match) => match.staticData.withoutFooter && match.status === 'success'),
  });

  const navItems: NavMenuItem[] = [
    ...headerLinks.map((link, index): NavMenuItem =>
      index === 0
        ? {
            label: link.label,
            href: link.href,
            active: isActiveLink(link, pathname),
            panel: 'grid',
            links: footer.serviceLinks.map((service) => ({
              ...service,
              active: isActiveLink(service, pathname),
            })),
          }
        : { label: link.label, href: link.href, active: isActiveLink(link, pathname) },
    ),
    {
      label: officesMenu.label,
      icon: <GlobeIcon />,
      hideLabel: true,
      panel: 'list',
      links: officesMenu.offices.map((office) => ({
        label: office.city,
        description: office.addressLines.join(', '),
        href: office.mapsUrl,
        external: true,
      })),
    },
  ];

  return (
    <>
      <SiteHeader
        skipLinkLabel={skipLink.label}
        skipLinkTarget={mainId}
        logo={
          <ContentLink href={logoLink.href} className={styles.logo} aria-label={logoLink.label}>
            <img src="/favicon.svg" alt="" width={36} height={36} />
            <span aria-hidden="true">{brand.name}</span>
          </ContentLink>
        }
        navigation={<NavMenu aria-label={menuTexts.primaryNavigation} items={navItems} />}
        actions={
          <SearchDialog
            id={siteSearchId}
            openLabel={searchTexts.openLabel}
            destinations={destinations}
            label={searchTexts.inputLabel}
            placeholder={searchTexts.placeholder}
            noResultsText={searchTexts.noResults}
            closeLabel={searchTexts.closeLabel}
            action="/search"
          />
        }
        mobileOnly={
          <MobileSidebar
            id={siteMenuId}
            openLabel={menuTexts.openMenu}
            closeLabel={menuTexts.closeMenu}
            title={menuTexts.primaryNavigation}
            hideTitle
            links={sidebarLinks.map((link) => ({
              ...link,
              active: isActiveLink(link, pathname),
            }))}
            footer={
              <ul className={`${listReset} ${styles.sidebarOffices}`}>
                {officesMenu.offices.map((office) => (
                  <li key={office.city}>
                    <a href={office.mapsUrl} target="_blank" rel="noopener noreferrer">
                      {office.label}
                      <span className={visuallyHidden}> {menuTexts.newTabHint}</span>
                    </a>
                  </li>
                ))}
              </ul>
            }
          />
        }
        strip={<ShortcutStrip />}
      />

      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>

      {showFooter && (
        <SiteFooter
          brand={<p className={styles.footerTagline}>{brand.tagline}</p>}
          columns={[{ title: footer.servicesTitle, links: [...footer.serviceLinks] }]}
          social={footer.socialLinks.map((link) => ({
            label: link.label,
            href: link.href,
            icon: <SocialIcon network={link.network} />,
          }))}
          legalLinks={[...footer.legalLinks]}
          copyright={`${copyrightLine(buildYear)}. ${footer.rightsReserved}`}
        />
      )}

      <FloatingActions>
        <BackToTop label={backToTop.label} focusTargetId={mainId} />
        <QuickContact
          label={quickContact.buttonLabel}
          title={quickContact.title}
          phone={quickContact.phone}
          email={quickContact.email}
          contactLink={quickContact.contactLink}
        />
      </FloatingActions>

      <CursorFollower />
      <Glow />
    </>
  );
}
