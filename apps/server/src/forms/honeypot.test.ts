// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applicationFields, applicationForm } from '../testing/payloads';
import { createApp } from '../app';
import { readConfig } from '../config';
import { recordingStore } from '../testing/store';

/** The app with a store and a password hash that count what they were asked to do. */
function countingApp() {
  const { store, stored } = recordingStore();
  const hashed: string[] = [];
  const app = createApp({
    api: {
      ...readConfig({}),
      store,
      clientIp: () => '192.0.2.1',
      hashPassword: async (password) => {
        hashed.push(password);
        return `hashed:${password.length}`;
      },
    },
    log: () => {},
  });
  const apply = async (fields: Record<string, string>) => {
    const response = await app.request('/job/apply', {
      method: 'POST',
      body: applicationForm(fields),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { apply, stored, hashed };
}

describe('the honeypot (the hidden website field)', () => {
  it('should hash a caught bot’s password as a person’s, then store nothing', async () => {
    const { apply, stored, hashed } = countingApp();
    const person = await apply(applicationFields());
    expect([person.status, stored, hashed.length]).toEqual([201, ['application'], 1]);

    const bot = await apply(applicationFields({ website: 'https://spam.example' }));
    expect(bot.status).toBe(201);
    expect(Object.keys(bot.body).sort()).toEqual(Object.keys(person.body).sort());
    expect(bot.body['message']).toBe(person.body['message']);
    expect(hashed).toHaveLength(2);
    expect(stored).toEqual(['application']);
  });

  it('should neither hash nor store an application that breaks a rule, bot or person', async () => {
    const { apply, stored, hashed } = countingApp();
    const invalid = applicationFields({ password: 'weak' });
    const person = await apply(invalid);
    const bot = await apply({ ...invalid, website: 'https://spam.example' });
    expect([person.status, bot.status]).toEqual([422, 422]);
    expect(bot.body).toEqual(person.body);
    expect([stored, hashed]).toEqual([[], []]);
  });
});
