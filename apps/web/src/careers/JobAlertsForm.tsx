import { jobAlerts } from '@ngs/content';
import { jobAlertsPath, type JobAlertsView } from '@ngs/forms';
import { Button, Checkbox, ErrorSummary, Heading, TextField } from '@ngs/ui';
import { Honeypot } from '../forms/Honeypot';
import * as styles from './careers.css';

const texts = jobAlerts;

/**
 * The job alerts form (issue 34, D41): an address and the consent box, whose words the server
 * stores with the subscription. A plain form that posts to its page with or without the app;
 * the server answers with "check your inbox", or with this form again and what was wrong.
 */
export function JobAlertsForm({
  id = 'job-alerts',
  headingLevel = 3,
  view,
}: {
  /** Prefix of the form's ids: unique in the page. */
  id?: string;
  headingLevel?: 2 | 3;
  /** A refused post: what was typed and what was wrong. */
  view?: Pick<JobAlertsView, 'form' | 'errors' | 'problem'>;
}) {
  const errors = view?.errors ?? {};
  const fieldIds: Record<string, string> = { email: `${id}-email`, consent: `${id}-consent` };
  const summary = Object.entries(errors).map(([field, message]) => ({
    fieldId: fieldIds[field] ?? fieldIds['email']!,
    message,
  }));
  return (
    <section aria-labelledby={`${id}-title`} className={styles.alerts}>
      <Heading level={headingLevel} size="md" id={`${id}-title`}>
        {texts.form.title}
      </Heading>
      <p>{texts.form.text}</p>
      {summary.length > 0 || view?.problem ? (
        <ErrorSummary
          title={texts.form.errorTitle}
          errors={summary}
          {...(view?.problem ? { problem: view.problem } : {})}
        />
      ) : null}
      <form method="post" action={jobAlertsPath('subscribe')} className={styles.alertsForm}>
        <TextField
          id={fieldIds['email']}
          label={texts.form.email}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={texts.maxLength}
          defaultValue={view?.form?.email ?? ''}
          error={errors['email']}
          required
        />
        <Checkbox
          id={fieldIds['consent']}
          label={texts.consent}
          name="consent"
          value="yes"
          defaultChecked={view?.form?.consent ?? false}
          error={errors['consent']}
          required
        />
        <Honeypot id={`${id}-website`} name="website" />
        <p className={styles.alertsNote}>{texts.form.privacy}</p>
        <div>
          <Button type="submit" variant="secondary">
            {texts.form.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
