import { staffArea } from '@ngs/content';
import { staffPaths, type StaffSession } from '@ngs/forms';
import type { ReactNode } from 'react';
import { AreaFrame } from '../AreaFrame';
import { staffAccount } from './staffAccount';
import * as styles from './staff.css';

/** The staff area's own sections, each screen belonging to one. */
const sections = [
  { name: 'inbox', href: staffPaths.home, label: staffArea.nav.inbox },
  { name: 'openings', href: staffPaths.openings, label: staffArea.nav.openings },
] as const;

/**
 * The frame of every staff screen behind the sign-in: who is signed in, sign-out, and the
 * area's sections, the one the screen belongs to marked.
 */
export function StaffFrame({
  session,
  section,
  children,
}: {
  session: StaffSession;
  /** The section the screen belongs to; none for the member's own account. */
  section?: (typeof sections)[number]['name'];
  children: ReactNode;
}) {
  return (
    <AreaFrame
      areaName={staffArea.areaName}
      homeHref={staffPaths.home}
      account={staffAccount(session)}
    >
      <nav aria-label={staffArea.nav.label} className={styles.areaNav}>
        <ul className={styles.tabs}>
          {sections.map(({ name, href, label }) => (
            <li key={name}>
              <a
                href={href}
                aria-current={name === section ? 'true' : undefined}
                className={styles.tab}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </AreaFrame>
  );
}
