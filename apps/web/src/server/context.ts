import type { Deadline } from './api/deadline';

/** What one request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The id of the stored submission, for the request log. */
    storedId: string;
    /** Set when the honeypot caught a bot: logged, never told to the client. */
    spam: boolean;
    deadline: Deadline;
  };
}
