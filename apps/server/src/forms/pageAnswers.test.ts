// @vitest-environment node
import type { FormSubmission } from '@ngs/forms';
import { describe, expect, it } from 'vitest';
import { applicationFields, applicationForm } from '../testing/payloads';
import { createApp } from '../app';
import { readConfig } from '../config';
import type { PageRenderer } from '../site/pages';
import { recordingStore } from '../testing/store';

/**
 * The site's renderer stands in here (the real one, the web app's build, answers the same way
 * in the web e2e suite): it records what it is asked to render.
 */
function recordingRenderer() {
  const rendered: { path: string; submission?: FormSubmission }[] = [];
  const renderer: PageRenderer = {
    formPages: {
      contact: { page: '/contact', sent: '/contact/sent' },
      application: { page: '/apply', sent: '/apply/sent' },
    },
    rendersPerRequest: () => false,
    async render(path, _search, submission) {
      rendered.push({ path, submission });
      return {
        status: 200,
        html: `<!doctype html><title>${path}</title>`,
        csp: "script-src 'self' 'sha256-page'",
      };
    },
    renderSignedIn: () => Promise.reject(new Error('no signed-in screen in these tests')),
    renderCareers: () => Promise.reject(new Error('no careers page in these tests')),
  };
  return { renderer, rendered };
}

function appWith(rateLimitPerMinute = 10) {
  const { store, stored } = recordingStore();
  const { renderer, rendered } = recordingRenderer();
  const app = createApp({
    api: { ...readConfig({}), rateLimitPerMinute, store, clientIp: () => '192.0.2.1' },
    renderer,
    log: () => {},
  });
  return { app, stored, rendered };
}

const asBrowser = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const urlencoded = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('a form posted without script (D27)', () => {
  it('should redirect a stored contact message to its confirmation with 303', async () => {
    const { app, stored } = appWith();
    const response = await app.request('/contact', {
      method: 'POST',
      headers: { ...asBrowser, ...urlencoded },
      body: form({ name: 'Ravi', email: 'ravi@example.com', message: 'Hello' }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/sent');
    expect(stored).toEqual(['contact']);
  });

  it('should answer a refused message with its page: the errors and the values, never stored', async () => {
    const { app, stored, rendered } = appWith();
    const response = await app.request('/contact', {
      method: 'POST',
      headers: { ...asBrowser, ...urlencoded },
      body: form({ name: 'Ravi', email: 'ravi@', subject: 'Hi', message: '', website: '' }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-page'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('<title>/contact</title>');
    expect(rendered).toEqual([
      {
        path: '/contact',
        submission: {
          form: 'contact',
          values: { name: 'Ravi', email: 'ravi@', subject: 'Hi', message: '' },
          errors: { email: 'Invalid email address', message: 'Message is required' },
        },
      },
    ]);
    expect(stored).toEqual([]);
  });

  it('should never send the password back, and redirect a stored application', async () => {
    const { app, rendered, stored } = appWith();
    const refused = applicationForm({ ...applicationFields(), legalLastName: '' }, {});
    const page = await app.request('/job/apply', {
      method: 'POST',
      headers: asBrowser,
      body: refused,
    });
    expect(page.status).toBe(422);
    const values = rendered[0]?.submission?.values ?? {};
    expect(values['email']).toBe(applicationFields().email);
    expect(values).not.toHaveProperty('password');
    expect(rendered[0]?.path).toBe('/apply');

    const accepted = await app.request('/job/apply', {
      method: 'POST',
      headers: asBrowser,
      body: applicationForm(),
    });
    expect([accepted.status, accepted.headers.get('location')]).toEqual([303, '/apply/sent']);
    expect(stored).toEqual(['application']);
  });

  it('should give a refusal that is about no field as the page’s problem, values kept', async () => {
    const { app, rendered } = appWith(1);
    const send = () =>
      app.request('/contact', {
        method: 'POST',
        headers: { ...asBrowser, ...urlencoded },
        body: form({ name: 'Ravi', email: 'ravi@example.com', message: 'Hello' }),
      });
    expect((await send()).status).toBe(303);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(rendered.at(-1)?.submission).toEqual({
      form: 'contact',
      values: { name: 'Ravi', email: 'ravi@example.com', message: 'Hello' },
      errors: {},
      problem: expect.stringMatching(/^Too many submissions/),
    });
  });

  it('should keep an application’s text fields (never its password) on a refusal before reading', async () => {
    const { app, rendered } = appWith(1);
    const send = () =>
      app.request('/job/apply', { method: 'POST', headers: asBrowser, body: applicationForm() });
    expect((await send()).status).toBe(303);
    expect((await send()).status).toBe(429);
    const values = rendered.at(-1)?.submission?.values ?? {};
    expect(values['legalFirstName']).toBe(applicationFields().legalFirstName);
    expect(values).not.toHaveProperty('password');
  });

  it('should still answer in JSON whoever asks for JSON: the site’s own script', async () => {
    const { app, rendered } = appWith();
    const response = await app.request('/contact', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '', email: 'ravi@example.com', message: 'Hello' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: expect.any(String),
      fields: { name: 'Name is required' },
    });
    expect(rendered).toEqual([]);
  });
});
