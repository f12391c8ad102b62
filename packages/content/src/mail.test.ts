import { describe, expect, it } from 'vitest';
import { applicationForm, brand, mail } from './index';

describe('mail texts', () => {
  it('should name the statuses of D30, in the order staff move an application through them', () => {
    expect(Object.values(mail.statuses)).toEqual([
      'Received',
      'In review',
      'Interview',
      'Offer',
      'Not selected',
      'Withdrawn',
    ]);
  });

  it("should promise in the confirmation what the form's privacy statement promises (D29)", () => {
    const period = 'up to two years';
    expect(JSON.stringify(applicationForm)).toContain(period);
    expect(mail.applicationReceived.deletion).toContain(period);
    expect(mail.applicationReceived.deletion).toContain(brand.email);
  });

  it('should fill in the values it is given, and nothing else', () => {
    expect(mail.statusChanged.body({ type: 'an internship', status: 'Offer' })).toBe(
      'The status of your application for an internship is now: Offer.',
    );
    expect(mail.newContactMessage.subject({ name: 'Asha', subject: 'Cloud' })).toBe(
      'New contact message from Asha: Cloud',
    );
  });
});
