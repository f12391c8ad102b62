import { candidateArea } from '@ngs/content';
import type { CandidateApplication, CandidateView } from '@ngs/forms';
import { Badge, Button, Checkbox, ErrorSummary, Heading } from '@ngs/ui';
import { AreaFrame, Notice } from '../AreaFrame';
import { formatDate } from '../formatDate';
import { statusTone } from '../staff/staffAccount';
import { candidatePaths } from './candidatePaths';
import * as styles from './candidate.css';

const texts = candidateArea;

function ApplicationCard({
  application,
  csrfToken,
}: {
  application: CandidateApplication;
  csrfToken: string;
}) {
  const headingId = `application-${application.id}`;
  const type = texts.applicationTypes[application.type];
  return (
    <li>
      <article aria-labelledby={headingId} className={styles.card}>
        <Heading level={2} size="lg" id={headingId}>
          {texts.list.heading(type, formatDate(application.submittedAt))}
        </Heading>
        <dl className={styles.facts}>
          <dt>{texts.list.status}</dt>
          <dd>
            <Badge tone={statusTone[application.status]}>
              {texts.statuses[application.status]}
            </Badge>
          </dd>
          <dt>{texts.list.applied}</dt>
          <dd>{formatDate(application.submittedAt)}</dd>
          <dt>{texts.list.type}</dt>
          <dd>{type}</dd>
          <dt>{texts.list.files}</dt>
          <dd>
            {application.fileNames.length > 0
              ? application.fileNames.join(', ')
              : texts.list.noFiles}
          </dd>
        </dl>
        {application.status === 'withdrawn' ? null : (
          <form method="post" action={candidatePaths.home} className={styles.form}>
            <input type="hidden" name="csrf" value={csrfToken} />
            <input type="hidden" name="intent" value="withdraw" />
            <input type="hidden" name="application" value={application.id} />
            <p>{texts.withdraw.explain}</p>
            <Checkbox name="confirm" value="yes" label={texts.withdraw.confirm} required />
            <div>
              <Button type="submit" variant="secondary">
                {texts.withdraw.button}
              </Button>
            </div>
          </form>
        )}
      </article>
    </li>
  );
}

export function CandidatePage({ view }: { view: CandidateView }) {
  const { feedback } = view;
  return (
    <AreaFrame
      areaName={texts.list.title}
      homeHref={candidatePaths.home}
      account={{
        email: view.email,
        csrfToken: view.csrfToken,
        signOutAction: candidatePaths.signOut,
        signedInAs: texts.signedInAs,
        signOutLabel: texts.signOut,
      }}
    >
      <div className={styles.page}>
        <Heading level={1} size="xl">
          {texts.list.title}
        </Heading>
        {feedback.withdrawn ? <Notice>{texts.withdraw.done}</Notice> : null}
        <ErrorSummary title={texts.signIn.errorTitle} errors={[]} problem={feedback.error} />
        {view.applications.length === 0 ? (
          <p>{texts.list.none}</p>
        ) : (
          <ul className={styles.cards}>
            {view.applications.map((application) => (
              <ApplicationCard
                key={application.id}
                application={application}
                csrfToken={view.csrfToken}
              />
            ))}
          </ul>
        )}
        <section aria-labelledby="delete-title" className={styles.danger}>
          <Heading level={2} size="lg" id="delete-title">
            {texts.deleteAll.title}
          </Heading>
          <p>{texts.deleteAll.text}</p>
          <form method="post" action={candidatePaths.home} className={styles.form}>
            <input type="hidden" name="csrf" value={view.csrfToken} />
            <input type="hidden" name="intent" value="delete" />
            <Checkbox name="confirm" value="yes" label={texts.deleteAll.confirm} required />
            <div>
              <Button type="submit">{texts.deleteAll.button}</Button>
            </div>
          </form>
        </section>
      </div>
    </AreaFrame>
  );
}
