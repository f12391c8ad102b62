import type { AppEnv } from '../http/env';
import type { StaffSession } from './sessions';

/** What a request of the staff area carries once its session is checked. */
export type StaffEnv = AppEnv & {
  Variables: {
    /** The signed-in staff member's session, and the cookie's token that opened it. */
    staffSession: StaffSession;
    staffToken: string;
    /** A staff form's fields, read once by the session check (its CSRF token among them). */
    staffForm: Record<string, string>;
  };
};
