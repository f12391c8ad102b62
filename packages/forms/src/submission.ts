/** The two forms of the site. */
export const formNames = ['contact', 'application'] as const;
export type FormName = (typeof formNames)[number];

/**
 * A form sent without script (D27) that the server refused: the page is rendered again with
 * what the visitor sent, the message of each field in error, and a problem about the whole
 * submission when there is one (too large, too many attempts, the server unable to store it).
 */
export interface FormSubmission {
  form: FormName;
  /** What was sent, as text: never the password, never the files. */
  values: Readonly<Record<string, string>>;
  /** The field's name → its message, exactly as the form shows it. */
  errors: Readonly<Record<string, string>>;
  problem?: string;
}

/** Fields a page never sends back: the password is a secret (D17); the honeypot is for bots. */
const neverReturned = new Set(['password', 'website']);

/** The text values of a submission that the page may show again. */
export function valuesToKeep(input: Readonly<Record<string, unknown>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) {
    if (neverReturned.has(name) || typeof value !== 'string') continue;
    kept[name] = value;
  }
  return kept;
}
