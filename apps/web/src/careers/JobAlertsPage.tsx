import type { ReactNode } from 'react';
import { jobAlertPageTitles, jobAlerts } from '@ngs/content';
import { jobAlertsPath, type JobAlertsView } from '@ngs/forms';
import { AccentTitle, Button, Container, ErrorSummary, listReset } from '@ngs/ui';
import * as confirmation from '../pages/ConfirmationPage.css';
import * as page from '../sections/page.css';
import { JobAlertsForm } from './JobAlertsForm';
import { openingsAnchor } from './OpeningsSection';

const texts = jobAlerts.pages;

/** The way back, under every step. */
function BackLinks() {
  return (
    <ul className={`${listReset} ${confirmation.links}`}>
      <li>
        {/* Whole-page loads: the server makes the careers page from its openings. */}
        <a href={`/career#${openingsAnchor}`}>{texts.openRoles}</a>
      </li>
      <li>
        <a href="/career">{texts.backToCareers}</a>
      </li>
    </ul>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container as="section" width="narrow">
      <div className={page.band}>
        {children}
        <BackLinks />
      </div>
    </Container>
  );
}

/** A step that only tells what happened: announced as a status, as a form's confirmation is. */
function Done({ title, text, more }: { title: string; text: string; more?: string }) {
  return (
    <Frame>
      <div className={confirmation.confirmation} role="status">
        <AccentTitle as="h1">{title}</AccentTitle>
        <p className={page.lead}>{text}</p>
        {more ? <p>{more}</p> : null}
      </div>
    </Frame>
  );
}

/**
 * What a link from a job alerts e-mail opens: a button that does what the link is for, posted
 * to this same page. Opening the link alone changes nothing, so a mail scanner that follows it
 * neither confirms nor unsubscribes anyone.
 */
function LinkStep({
  view,
  words,
  extra,
}: {
  view: JobAlertsView;
  words: { text: string; submit: string; invalid: string };
  extra?: ReactNode;
}) {
  return (
    <Frame>
      <AccentTitle as="h1">{jobAlertPageTitles[view.step]}</AccentTitle>
      {view.valid ? (
        <>
          <p className={page.lead}>{words.text}</p>
          <form method="post" action={jobAlertsPath(view.step)}>
            <input type="hidden" name="token" value={view.token ?? ''} />
            {extra}
            <Button type="submit">{words.submit}</Button>
          </form>
        </>
      ) : (
        <ErrorSummary title={jobAlerts.form.errorTitle} errors={[]} problem={words.invalid} />
      )}
    </Frame>
  );
}

/** The job alerts' pages, each drawn from the view the server read for its step. */
export function JobAlertsPage({ view }: { view: JobAlertsView }) {
  switch (view.step) {
    case 'subscribe':
      return (
        <Container as="section" width="narrow">
          <div className={page.band}>
            <AccentTitle as="h1">{jobAlertPageTitles.subscribe}</AccentTitle>
            <p className={page.lead}>{texts.subscribe.text}</p>
            <JobAlertsForm id="job-alerts-page" headingLevel={2} view={view} />
          </div>
        </Container>
      );
    case 'sent':
      return (
        <Done title={jobAlertPageTitles.sent} text={texts.sent.text} more={texts.sent.notYou} />
      );
    case 'confirm':
      return <LinkStep view={view} words={texts.confirm} />;
    case 'subscribed':
      return <Done title={jobAlertPageTitles.subscribed} text={texts.subscribed.text} />;
    case 'unsubscribe':
      return (
        <LinkStep
          view={view}
          words={texts.unsubscribe}
          // The same body a mail program's one-click POST sends (RFC 8058).
          extra={<input type="hidden" name="List-Unsubscribe" value="One-Click" />}
        />
      );
    case 'unsubscribed':
      return <Done title={jobAlertPageTitles.unsubscribed} text={texts.unsubscribed.text} />;
  }
}
