import { candidateArea } from '@ngs/content';
import { candidatePaths, type CandidateLinkSentView, type CandidateLinkView } from '@ngs/forms';
import { Button, ErrorSummary, Heading, TextField } from '@ngs/ui';
import { AreaFrame, Notice } from '../AreaFrame';
import * as frame from '../AreaFrame.css';

const texts = candidateArea.link;

/** Under the password sign-in: the way to every application of an address, by a link sent to it. */
export function SignInLinkForm({ email }: { email: string }) {
  return (
    <section aria-labelledby="sign-in-link" className={frame.stack}>
      <Heading level={2} size="md" id="sign-in-link">
        {texts.title}
      </Heading>
      <p>{texts.text}</p>
      <form method="post" action={candidatePaths.signInLink} className={frame.stack}>
        <TextField
          label={texts.email}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          required
        />
        <div>
          <Button type="submit" variant="secondary">
            {texts.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** After asking for a link: the same words whoever owns the address. */
export function SignInLinkSentPage({ view }: { view: CandidateLinkSentView }) {
  return (
    <AreaFrame areaName={candidateArea.list.title} homeHref={candidatePaths.home}>
      <div className={frame.stack}>
        <Heading level={1} size="xl">
          {texts.sentTitle}
        </Heading>
        <Notice>{texts.sent(view.email)}</Notice>
        <p>
          <a href={candidatePaths.signIn}>{texts.back}</a>
        </p>
      </div>
    </AreaFrame>
  );
}

/**
 * A link opened from the e-mail: one button that uses it. Opening alone signs nobody in, so a
 * mail scanner that follows links uses nothing up.
 */
export function SignInLinkPage({ view }: { view: CandidateLinkView }) {
  return (
    <AreaFrame areaName={candidateArea.list.title} homeHref={candidatePaths.home}>
      <div className={frame.stack}>
        <Heading level={1} size="xl">
          {texts.openTitle}
        </Heading>
        {view.valid ? (
          <>
            <p>{texts.openText}</p>
            <form method="post" action={candidatePaths.link}>
              <input type="hidden" name="token" value={view.token} />
              <Button type="submit">{texts.openSubmit}</Button>
            </form>
          </>
        ) : (
          <>
            <ErrorSummary
              title={candidateArea.signIn.errorTitle}
              errors={[]}
              problem={texts.invalid}
            />
            <p>
              <a href={candidatePaths.signIn}>{texts.back}</a>
            </p>
          </>
        )}
      </div>
    </AreaFrame>
  );
}
