import { Heading } from '@ngs/ui';
import { applicationForm } from '@ngs/content';
import { ContentLink } from '../lib/ContentLink';
import * as styles from './ApplicationForm.css';

const { privacyStatement } = applicationForm;

/** What happens to an application's data, read before the consents at the end of the form. */
export function PrivacyStatement() {
  return (
    <section className={styles.privacy} aria-labelledby="application-privacy">
      <Heading level={2} size="lg" id="application-privacy">
        {privacyStatement.title}
      </Heading>
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
