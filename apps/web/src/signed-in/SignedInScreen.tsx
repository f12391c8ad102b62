import { candidateArea, staffArea } from '@ngs/content';
import { candidatePaths, staffPaths, type SignedInView } from '@ngs/forms';
import { AreaFrame } from './AreaFrame';
import { CandidatePage } from './candidate/CandidatePage';
import { SignInLinkForm, SignInLinkPage, SignInLinkSentPage } from './candidate/SignInLink';
import { SignInForm } from './SignInForm';
import { AccountPage } from './staff/AccountPage';
import { ApplicationPage } from './staff/ApplicationPage';
import { ContactPage } from './staff/ContactPage';
import { InboxPage } from './staff/InboxPage';
import { OpeningPage } from './staff/OpeningPage';
import { OpeningsPage } from './staff/OpeningsPage';
import { SetPasswordPage } from './staff/SetPasswordPage';

/** The screen the server chose for this request, drawn from the view it read. */
export function SignedInScreen({ view }: { view: SignedInView }) {
  switch (view.screen) {
    case 'staff-sign-in':
      return (
        <AreaFrame areaName={staffArea.areaName} homeHref={staffPaths.home}>
          <SignInForm texts={staffArea.signIn} action={staffPaths.signIn} state={view.form} />
        </AreaFrame>
      );
    case 'staff-set-password':
      return <SetPasswordPage view={view} />;
    case 'staff-inbox':
      return <InboxPage view={view} />;
    case 'staff-application':
      return <ApplicationPage view={view} />;
    case 'staff-contact':
      return <ContactPage view={view} />;
    case 'staff-account':
      return <AccountPage view={view} />;
    case 'staff-openings':
      return <OpeningsPage view={view} />;
    case 'staff-opening':
      return <OpeningPage view={view} />;
    case 'candidate-sign-in':
      return (
        <AreaFrame areaName={candidateArea.list.title} homeHref={candidatePaths.home}>
          <SignInForm texts={candidateArea.signIn} action={candidatePaths.signIn} state={view.form}>
            <SignInLinkForm email={view.form.email} />
          </SignInForm>
        </AreaFrame>
      );
    case 'candidate-link-sent':
      return <SignInLinkSentPage view={view} />;
    case 'candidate-link':
      return <SignInLinkPage view={view} />;
    case 'candidate':
      return <CandidatePage view={view} />;
  }
}
