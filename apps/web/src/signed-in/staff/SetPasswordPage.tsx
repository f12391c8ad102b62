import { staffArea } from '@ngs/content';
import { staffPaths, type StaffSetPasswordView, type TotpEnrolment } from '@ngs/forms';
import { Button, ErrorSummary, Heading, TextField } from '@ngs/ui';
import { AreaFrame, Notice } from '../AreaFrame';
import * as frame from '../AreaFrame.css';
import * as styles from './staff.css';

const texts = staffArea.setPassword;

/** The authenticator app's part of the form: the QR code, the key as text, the code it shows. */
function Enrolment({ enrolment }: { enrolment: TotpEnrolment }) {
  return (
    <fieldset className={frame.stack}>
      <legend>
        <Heading level={2} size="md">
          {texts.enrolTitle}
        </Heading>
      </legend>
      <p>{texts.enrolText}</p>
      <img
        src={enrolment.qrCode}
        alt={texts.qrAlt}
        width={180}
        height={180}
        className={styles.qrCode}
      />
      <p>
        <a href={enrolment.otpauthUri}>{texts.openInApp}</a>
      </p>
      <p>
        {texts.secret}: <code className={styles.secret}>{enrolment.secret}</code>
      </p>
      <TextField
        label={texts.code}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        required
      />
    </fieldset>
  );
}

/**
 * A set-password link's screen: the new password and the second factor's enrolment in one form,
 * then the recovery codes, shown once. Posted as a plain form; the server answers with this
 * screen again, saying what to fix, or with the codes.
 */
export function SetPasswordPage({ view }: { view: StaffSetPasswordView }) {
  return (
    <AreaFrame areaName={staffArea.areaName} homeHref={staffPaths.home}>
      <div className={frame.stack}>
        <Heading level={1} size="xl">
          {view.token || view.done ? texts.title : texts.invalidTitle}
        </Heading>
        {view.done ? (
          <>
            <Notice>{texts.done}</Notice>
            <Heading level={2} size="md">
              {texts.recoveryTitle}
            </Heading>
            <p>{texts.recoveryText}</p>
            <ul className={styles.recoveryCodes}>
              {view.done.recoveryCodes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ul>
            <p>
              <a href={staffPaths.signIn}>{texts.signInLink}</a>
            </p>
          </>
        ) : view.token && view.enrolment ? (
          <>
            <ErrorSummary title={staffArea.signIn.errorTitle} errors={[]} problem={view.error} />
            <p>{texts.text}</p>
            {view.email ? <p>{texts.account(view.email)}</p> : null}
            <form method="post" action={staffPaths.setPassword} className={frame.stack}>
              <input type="hidden" name="token" value={view.token} />
              <input type="hidden" name="username" value={view.email} autoComplete="username" />
              <TextField
                label={texts.password}
                name="password"
                type="password"
                autoComplete="new-password"
                hint={texts.passwordHint}
                maxLength={256}
                required
              />
              <Enrolment enrolment={view.enrolment} />
              <div>
                <Button type="submit">{texts.submit}</Button>
              </div>
            </form>
          </>
        ) : (
          <ErrorSummary title={staffArea.signIn.errorTitle} errors={[]} problem={view.error} />
        )}
      </div>
    </AreaFrame>
  );
}
