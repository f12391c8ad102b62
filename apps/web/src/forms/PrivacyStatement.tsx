import { applicationForm } from '@ngs/content';
import { ContentLink } from '../lib/ContentLink';
import * as styles from './ApplicationForm.css';

const { privacyStatement } = applicationForm;

/** What happens to an application's data, read before the consents at the end of the form. */
export function PrivacyStatement() {
  return (
    <section className={styles.privacy} aria-labelledby="application-privacy">
      <h2 id="application-privacy" className={styles.privacyTitle}>
        {privacyStatement.title}
      </h2>
      {privacyStatement.paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      <p className={styles.paragraph}>
        <ContentLink href={privacyStatement.link.href}>{privacyStatement.link.label}</ContentLink>
      </p>
    </section>
  );
}
