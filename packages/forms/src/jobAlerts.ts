import { jobAlerts } from '@ngs/content';
import { emailAddress } from './text';
import { z } from './zod';
import type { JobAlertStep } from './jobAlertSteps';

const { messages } = jobAlerts;

/**
 * Nothing a mail program reads as more than one plain address: no quotes, angle brackets,
 * commas or the like (`"<a@b.c>"@d.e` would name another address than the one shown).
 */
const plainAddress = /^[^\s"<>()[\]\\,;:]+$/;

/**
 * The subscription form: an address, and the consent box, which is sent only when ticked. The
 * address is one plain address on one line, so nothing typed in it can start another mail
 * header or add a recipient: the alerts are sent to it.
 */
export const jobAlertSubscriptionSchema = z.object({
  email: emailAddress(messages.emailRequired, messages.emailInvalid, jobAlerts.maxLength).check(
    z.regex(plainAddress, messages.emailInvalid),
  ),
  consent: z
    .string({ error: messages.consentRequired })
    .check(z.minLength(1, messages.consentRequired)),
});

/** What a job alerts page shows, read by the server for this request. */
export interface JobAlertsView {
  page: 'alerts';
  step: JobAlertStep;
  /** `subscribe`: what was typed, when the form comes back refused. */
  form?: { email: string; consent: boolean };
  /** `subscribe`: each field's message. */
  errors?: Readonly<Record<string, string>>;
  /** A refusal that is not about a field (too many requests, another site's post). */
  problem?: string;
  /** `confirm` and `unsubscribe`: the link's token when it is one we sent, else ''. */
  token?: string;
  valid?: boolean;
}
