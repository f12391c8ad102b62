// The job alerts' addresses, apart from the form's rules: pages that only link to a step need
// none of them.

/**
 * The job alerts' pages (issue 34), each at `/career/alerts/{step}`; every form posts to its own
 * page's address. `subscribe` is the form alone (and its answer when refused), `sent` asks the
 * visitor to open the mail, `confirm` and `unsubscribe` are what the links in the mail open.
 */
export const jobAlertSteps = [
  'subscribe',
  'sent',
  'confirm',
  'subscribed',
  'unsubscribe',
  'unsubscribed',
] as const;
export type JobAlertStep = (typeof jobAlertSteps)[number];

export const jobAlertsPagePattern = '/career/alerts/:step';

/** The address of a step's page. */
export const jobAlertsPath = (step: JobAlertStep) => `/career/alerts/${step}` as const;

/**
 * The steps whose page holds nothing of the request (no token, nothing typed): the build makes
 * them, and the server sends them as it sends every other built page.
 */
export const builtJobAlertSteps = [
  'subscribe',
  'sent',
  'subscribed',
  'unsubscribed',
] as const satisfies readonly JobAlertStep[];

export const isBuiltJobAlertStep = (value: string): value is (typeof builtJobAlertSteps)[number] =>
  (builtJobAlertSteps as readonly string[]).includes(value);
