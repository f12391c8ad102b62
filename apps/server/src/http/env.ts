import type { FormName } from '@ngs/forms';
import type { Deadline } from './api/deadline';
import type { PageRenderer } from './site/pages';
import type { CandidateSession } from './candidate-account/sessions';
import type { StaffSession } from './staff-auth/sessions';

/** What one request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The id of the stored submission, for the request log. */
    storedId: string;
    /** Set when the honeypot caught a bot: logged, never told to the client. */
    spam: boolean;
    deadline: Deadline;
    /** A form posted without script (D27): every answer to it is a page of the site. */
    pageAnswer: { form: FormName; renderer: PageRenderer };
    /** What the visitor sent, as text, once read: a refused form's page shows it again. */
    submittedValues: Record<string, string>;
    /** /staff/api: the signed-in staff member's session, and the cookie's token that opened it. */
    staffSession: StaffSession;
    staffToken: string;
    /** A staff form's fields, read once by the session check (its CSRF token among them). */
    staffForm: Record<string, string>;
    /** /candidate: the candidate's session, its cookie's token and the form they sent. */
    candidate: CandidateSession;
    candidateToken: string;
    candidateForm: Record<string, string>;
  };
}
