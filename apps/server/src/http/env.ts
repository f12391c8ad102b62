/**
 * What every request carries through the middleware chain: the request log's fields. A feature
 * that keeps more per request declares it beside its routes (forms/formsEnv.ts,
 * staff/staffEnv.ts, candidate/pages.ts), so this module imports nothing and no feature depends
 * on another through it (as Hono's examples keep their bindings.ts).
 */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The id of the stored submission, for the request log. */
    storedId: string;
    /** Set when the honeypot caught a bot: logged, never told to the client. */
    spam: boolean;
  };
}
