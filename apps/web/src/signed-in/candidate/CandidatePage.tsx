import { candidateArea } from '@ngs/content';
import { candidatePaths, type CandidateApplication, type CandidateView } from '@ngs/forms';
import {
  Badge,
  Button,
  Checkbox,
  closesDialog,
  Dialog,
  ErrorSummary,
  Heading,
  opensDialog,
} from '@ngs/ui';
import type { ReactNode } from 'react';
import { AreaFrame, Notice } from '../AreaFrame';
import { formatDate } from '../../lib/formatDate';
import { statusTone } from '../staff/staffAccount';
import * as styles from './candidate.css';

const texts = candidateArea;

/**
 * A button that opens a modal dialog asking to confirm, with the form that does it (D34): the
 * dialog opens from HTML, so without script too, and the form posts natively.
 */
function Confirmation({
  id,
  texts: words,
  description,
  openerVariant = 'primary',
  csrfToken,
  intent,
  children,
}: {
  id: string;
  texts: { button: string; dialogTitle: string; confirm: string; submit: string; cancel: string };
  description?: string;
  openerVariant?: 'primary' | 'secondary';
  csrfToken: string;
  intent: 'withdraw' | 'delete';
  children?: ReactNode;
}) {
  return (
    <div>
      <Button variant={openerVariant} {...opensDialog(id)}>
        {words.button}
      </Button>
      <Dialog
        id={id}
        title={words.dialogTitle}
        description={description}
        closeLabel={texts.closeDialog}
      >
        <form method="post" action={candidatePaths.home} className={styles.form}>
          <input type="hidden" name="csrf" value={csrfToken} />
          <input type="hidden" name="intent" value={intent} />
          {children}
          <Checkbox name="confirm" value="yes" label={words.confirm} required />
          <div className={styles.actions}>
            <Button type="submit">{words.submit}</Button>
            <Button variant="secondary" {...closesDialog(id)}>
              {words.cancel}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

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
          <dt>{texts.list.role}</dt>
          <dd>{application.role ?? texts.list.generalRole}</dd>
          <dt>{texts.list.files}</dt>
          <dd>
            {application.fileNames.length > 0
              ? application.fileNames.join(', ')
              : texts.list.noFiles}
          </dd>
        </dl>
        {application.status === 'withdrawn' ? null : (
          <Confirmation
            id={`withdraw-${application.id}`}
            texts={texts.withdraw}
            description={texts.withdraw.explain}
            openerVariant="secondary"
            csrfToken={csrfToken}
            intent="withdraw"
          >
            <input type="hidden" name="application" value={application.id} />
          </Confirmation>
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
        <p>{texts.scope[view.scope]}</p>
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
          <Confirmation
            id="delete-all"
            texts={texts.deleteAll}
            csrfToken={view.csrfToken}
            intent="delete"
          />
        </section>
      </div>
    </AreaFrame>
  );
}
