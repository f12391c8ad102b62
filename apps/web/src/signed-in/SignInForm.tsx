import type { SignInState } from '@ngs/forms';
import { Button, ErrorSummary, Heading, TextField } from '@ngs/ui';
import type { ReactNode } from 'react';
import { Notice } from './AreaFrame';
import * as styles from './AreaFrame.css';

export interface SignInTexts {
  title: string;
  text: string;
  email: string;
  password: string;
  submit: string;
  errorTitle: string;
  /** The second factor's field, where the area asks for one (staff). */
  code?: string;
  codeHint?: string;
}

/**
 * Email and password, posted as a plain form: the server answers with the next page or with
 * this one again, the email kept and the reason given. Works the same with or without script.
 */
export function SignInForm({
  texts,
  action,
  state,
  children,
}: {
  texts: SignInTexts;
  action: string;
  state: SignInState;
  /** Another way in, below the form (the candidate's link by e-mail). */
  children?: ReactNode;
}) {
  return (
    <div className={styles.stack}>
      <Heading level={1} size="xl">
        {texts.title}
      </Heading>
      {state.notice ? <Notice>{state.notice}</Notice> : null}
      <ErrorSummary title={texts.errorTitle} errors={[]} problem={state.error} />
      <p>{texts.text}</p>
      <form method="post" action={action} className={styles.stack}>
        {state.next ? <input type="hidden" name="next" value={state.next} /> : null}
        <TextField
          label={texts.email}
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={state.email}
          required
        />
        <TextField
          label={texts.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {texts.code ? (
          <TextField
            label={texts.code}
            hint={texts.codeHint}
            name="code"
            autoComplete="one-time-code"
            // A recovery code is 27 characters as shown (four groups of six); room for the
            // spaces people type between them. Six digits of the app fit anyway.
            maxLength={40}
            required
          />
        ) : null}
        <div>
          <Button type="submit">{texts.submit}</Button>
        </div>
      </form>
      {children}
    </div>
  );
}
