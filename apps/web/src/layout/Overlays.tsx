import {
  menuTexts,
  officesMenu,
  searchDestinations,
  searchTexts,
  sidebarLinks,
  toastDurations,
} from '@ngs/content';
import { MobileSidebar, SearchDialog, Toaster, visuallyHidden } from '@ngs/ui';
import { renderContentLink } from '../components/ContentLink';
import { isActiveLink } from './rules';
import * as styles from './SiteChrome.css';

// The dialogs and the toast region are loaded on demand (see SiteChrome): a first paint needs
// none of them, so their code stays out of every page's initial JavaScript.

const destinations = searchDestinations.map((destination) => ({
  title: destination.title,
  href: destination.link,
}));

export interface OverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SiteSearch({ open, onOpenChange }: OverlayProps) {
  return (
    <SearchDialog
      open={open}
      onOpenChange={onOpenChange}
      destinations={destinations}
      label={searchTexts.inputLabel}
      placeholder={searchTexts.placeholder}
      noResultsText={searchTexts.noResults}
      closeLabel={searchTexts.closeLabel}
      renderLink={renderContentLink}
    />
  );
}

export function SiteMenu({ open, onOpenChange, pathname }: OverlayProps & { pathname: string }) {
  return (
    <MobileSidebar
      open={open}
      onOpenChange={onOpenChange}
      title={menuTexts.primaryNavigation}
      hideTitle
      closeLabel={menuTexts.closeMenu}
      links={sidebarLinks.map((link) => ({ ...link, active: isActiveLink(link, pathname) }))}
      renderLink={renderContentLink}
      footer={
        <ul className={styles.sidebarOffices}>
          {officesMenu.offices.map((office) => (
            <li key={office.city}>
              <a href={office.mapsUrl} target="_blank" rel="noopener noreferrer">
                {office.label}
                <span className={visuallyHidden}> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      }
    />
  );
}

export function SiteToaster() {
  return <Toaster position={toastDurations.position} duration={toastDurations.default} />;
}
