import { describe, expect, it } from 'vitest';
import { jobAlerts } from '@ngs/content';
import { jobAlertSubscriptionSchema } from './jobAlerts';
import { isBuiltJobAlertStep, jobAlertsPath } from './jobAlertSteps';

const { messages } = jobAlerts;
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = jobAlertSubscriptionSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the job alerts form', () => {
  it('should take one plain address with the box ticked', () => {
    expect(
      jobAlertSubscriptionSchema.parse({ email: ' asha@example.com ', consent: 'yes' }),
    ).toEqual({ email: 'asha@example.com', consent: 'yes' });
  });

  it('should refuse an address that could add a mail header or another recipient', () => {
    for (const email of [
      'a@example.com\r\nBcc: b@example.com',
      'a@example.com\nBcc:b@example.com',
      'a@example.com,b@example.com',
      'a@example.com;b@example.com',
      '"<b@example.com>"@example.com',
      'Asha <a@example.com>',
      'a(comment)@example.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(errorsOf({ email, consent: 'yes' }), email).toEqual({ email: messages.emailInvalid });
    }
  });

  it('should ask for the address and the box, each with its message', () => {
    expect(errorsOf({})).toEqual({
      email: messages.emailRequired,
      consent: messages.consentRequired,
    });
    expect(errorsOf({ email: 'a@example.com', consent: '' })).toEqual({
      consent: messages.consentRequired,
    });
  });

  it('should know its pages', () => {
    expect(jobAlertsPath('confirm')).toBe('/career/alerts/confirm');
    // A link's page carries its token: the server makes it, the build never does.
    expect(isBuiltJobAlertStep('subscribed')).toBe(true);
    expect(isBuiltJobAlertStep('unsubscribe')).toBe(false);
    expect(isBuiltJobAlertStep('../staff')).toBe(false);
  });
});
