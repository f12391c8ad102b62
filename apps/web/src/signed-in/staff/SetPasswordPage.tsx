import { passwordRules, staffArea } from '@ngs/content';
import type { StaffSetPasswordView } from '@ngs/forms';
import { Button, ErrorSummary, Heading, TextField } from '@ngs/ui';
import { AreaFrame, Notice } from '../AreaFrame';
import * as frame from '../AreaFrame.css';
import { staffPaths } from './staffAccount';

const texts = staffArea.setPassword;

export function SetPasswordPage({ view }: { view: StaffSetPasswordView }) {
  return (
    <AreaFrame areaName={staffArea.areaName} homeHref={staffPaths.inbox}>
      <div className={frame.stack}>
        <Heading level={1} size="xl">
          {texts.title}
        </Heading>
        {view.done ? (
          <>
            <Notice>{texts.done}</Notice>
            <p>
              <a href={staffPaths.signIn}>{texts.signInLink}</a>
            </p>
          </>
        ) : (
          <>
            <ErrorSummary title={staffArea.signIn.errorTitle} errors={[]} problem={view.error} />
            <p>{texts.text}</p>
            <form method="post" action="/staff/set-password" className={frame.stack}>
              <input type="hidden" name="token" value={view.token} />
              <TextField
                label={texts.password}
                name="password"
                type="password"
                autoComplete="new-password"
                hint={passwordRules.map((rule) => rule.label).join('. ')}
                required
              />
              <div>
                <Button type="submit">{texts.submit}</Button>
              </div>
            </form>
          </>
        )}
      </div>
    </AreaFrame>
  );
}
