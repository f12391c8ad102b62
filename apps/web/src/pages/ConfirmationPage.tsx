import type { InternalHref } from '@ngs/content';
import { AccentTitle, Container, listReset } from '@ngs/ui';
import { ContentLink } from '../lib/ContentLink';
import * as page from '../sections/page.css';
import * as styles from './ConfirmationPage.css';

export interface Confirmation {
  title: string;
  text: string;
  links: readonly { label: string; href: InternalHref }[];
}

/** Where a form sent without script lands once the server has stored it (D27). */
export function ConfirmationPage({ confirmation }: { confirmation: Confirmation }) {
  return (
    <Container as="section" width="narrow">
      <div className={page.band}>
        <div className={styles.confirmation} role="status">
          <AccentTitle as="h1">{confirmation.title}</AccentTitle>
          <p className={page.lead}>{confirmation.text}</p>
        </div>
        <ul className={`${listReset} ${styles.links}`}>
          {confirmation.links.map((link) => (
            <li key={link.href}>
              <ContentLink href={link.href}>{link.label}</ContentLink>
            </li>
          ))}
        </ul>
      </div>
    </Container>
  );
}
