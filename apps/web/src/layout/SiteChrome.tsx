import { useLocation } from '@tanstack/react-router';
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
  searchTexts,
  skipLink,
} from '@ngs/content';
import {
  BackToTop,
  CursorFollower,
  FloatingActions,
  GlobeIcon,
  Glow,
  IconButton,
  MenuIcon,
  NavMenu,
  QuickContact,
  SearchIcon,
  SiteFooter,
  SiteHeader,
  type NavMenuItem,
} from '@ngs/ui';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ContentLink, renderContentLink } from '../components/ContentLink';
import { OpenSearchContext } from './SearchContext';
import { ShortcutStripPlaceholder } from './ShortcutStripPlaceholder';
import { useIdle, useLatch } from './useOnDemand';
import { SocialIcon } from './SocialIcon';
import { isActiveLink, showsFooter } from './rules';
import * as styles from './SiteChrome.css';

const mainId = 'main';

const ShortcutStrip = lazy(() =>
  import('./ShortcutStrip').then((module) => ({ default: module.ShortcutStrip })),
);
const SiteSearch = lazy(() =>
  import('./Overlays').then((module) => ({ default: module.SiteSearch })),
);
const SiteMenu = lazy(() => import('./Overlays').then((module) => ({ default: module.SiteMenu })));
const SiteToaster = lazy(() =>
  import('./Overlays').then((module) => ({ default: module.SiteToaster })),
);
const buildYear = new Date().getFullYear();

/** Everything around a page: header, menus, search, footer and the always-present helpers. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  // Each overlay mounts the first time it is wanted and then stays, so closing can animate.
  const searchLoaded = useLatch(searchOpen);
  const menuLoaded = useLatch(menuOpen);
  // The toasts' region and the shortcut strip's slider are not needed for the first paint.
  const toasterLoaded = useIdle();
  const stripReady = toasterLoaded;
  const showFooter = showsFooter(pathname);

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
        navigation={
          <NavMenu
            aria-label={menuTexts.primaryNavigation}
            items={navItems}
            renderLink={renderContentLink}
          />
        }
        actions={
          <IconButton label={searchTexts.openLabel} onClick={openSearch}>
            <SearchIcon />
          </IconButton>
        }
        mobileOnly={
          <IconButton label={menuTexts.openMenu} onClick={() => setMenuOpen(true)}>
            <MenuIcon />
          </IconButton>
        }
        strip={
          stripReady ? (
            <Suspense fallback={<ShortcutStripPlaceholder />}>
              <ShortcutStrip />
            </Suspense>
          ) : (
            <ShortcutStripPlaceholder />
          )
        }
      />

      <main id={mainId} tabIndex={-1} className={styles.main}>
        <OpenSearchContext.Provider value={openSearch}>{children}</OpenSearchContext.Provider>
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
          renderLink={renderContentLink}
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
          renderLink={renderContentLink}
        />
      </FloatingActions>

      <Suspense fallback={null}>
        {searchLoaded && <SiteSearch open={searchOpen} onOpenChange={setSearchOpen} />}
        {menuLoaded && <SiteMenu open={menuOpen} onOpenChange={setMenuOpen} pathname={pathname} />}
        {toasterLoaded && <SiteToaster />}
      </Suspense>
      <CursorFollower />
      <Glow />
    </>
  );
}
