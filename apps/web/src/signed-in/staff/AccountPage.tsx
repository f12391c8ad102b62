import { staffArea } from '@ngs/content';
import { staffPaths, type StaffAccountView } from '@ngs/forms';
import { Button, ErrorSummary, Heading, TextField } from '@ngs/ui';
import { Notice } from '../AreaFrame';
import { formatDateTime } from '../../lib/formatDate';
import { StaffFrame } from './StaffFrame';
import * as styles from './staff.css';

const texts = staffArea.account;

/** The current password, asked for again before any change to the account. */
function CurrentPassword() {
  return (
    <TextField
      label={texts.password.current}
      name="current"
      type="password"
      autoComplete="current-password"
      required
    />
  );
}

/**
 * The member's own account: where they are signed in, with a way to sign out everywhere else,
 * and a change of password. Both are plain forms answered with this page.
 */
export function AccountPage({ view }: { view: StaffAccountView }) {
  const { feedback, session } = view;
  const problemOf = (form: 'password' | 'sessions') =>
    feedback.form === form ? feedback.error : undefined;
  return (
    <StaffFrame session={session}>
      <div className={styles.page}>
        <p>
          <a href={staffPaths.home}>{staffArea.detail.back}</a>
        </p>
        <Heading level={1} size="xl">
          {texts.title}
        </Heading>
        {feedback.saved ? <Notice>{texts[feedback.saved].saved}</Notice> : null}

        <section aria-labelledby="sessions-title" className={styles.panel}>
          <Heading level={2} size="lg" id="sessions-title">
            {texts.sessions.title}
          </Heading>
          <p>{texts.sessions.text}</p>
          <ul className={styles.list}>
            {view.sessions.map((row) => (
              <li key={row.createdAt + row.lastSeenAt} className={styles.note}>
                <strong>{row.current ? texts.sessions.current : texts.sessions.other}</strong>
                <span className={styles.noteMeta}>
                  {texts.sessions.started} {formatDateTime(row.createdAt)} ·{' '}
                  {texts.sessions.lastUsed} {formatDateTime(row.lastSeenAt)}
                </span>
              </li>
            ))}
          </ul>
          <ErrorSummary
            title={staffArea.signIn.errorTitle}
            errors={[]}
            problem={problemOf('sessions')}
          />
          <form method="post" action={staffPaths.account} className={styles.page}>
            <input type="hidden" name="csrf" value={session.csrfToken} />
            <input type="hidden" name="intent" value="sessions" />
            <CurrentPassword />
            <div>
              <Button type="submit" variant="secondary">
                {texts.sessions.endOthers}
              </Button>
            </div>
          </form>
        </section>

        <section aria-labelledby="password-title" className={styles.panel}>
          <Heading level={2} size="lg" id="password-title">
            {texts.password.title}
          </Heading>
          <ErrorSummary
            title={staffArea.signIn.errorTitle}
            errors={[]}
            problem={problemOf('password')}
          />
          <form method="post" action={staffPaths.account} className={styles.page}>
            <input type="hidden" name="csrf" value={session.csrfToken} />
            <input type="hidden" name="intent" value="password" />
            <input type="hidden" name="username" value={session.email} autoComplete="username" />
            <CurrentPassword />
            <TextField
              label={texts.password.next}
              name="password"
              type="password"
              autoComplete="new-password"
              hint={staffArea.setPassword.passwordHint}
              maxLength={256}
              required
            />
            <div>
              <Button type="submit">{texts.password.submit}</Button>
            </div>
          </form>
          <p>{texts.secondFactor}</p>
        </section>
      </div>
    </StaffFrame>
  );
}
