import { randomBytes } from 'node:crypto';
import type { AddressObject, ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertPageTitles, jobAlerts, mail } from '@ngs/content';
import { startSmtpTestServer, type SmtpTestServer } from '../src/mail/smtpTestServer';
import {
  freshBackend,
  postgresUrl,
  staff,
  startServer,
  type Backend,
  type Env,
  type RunningServer,
} from '../src/testing/harness';
import { applicationFields, postApplication } from '../src/testing/payloads';
import {
  csrfIn,
  getPage,
  postForm,
  staffMember,
  staffSignIn,
  together,
  webDist,
  type FormAnswer,
} from '../src/testing/signedIn';

// Issue 34, point 5 (D41): job alerts with consent kept, over real HTTP and a real SMTP server.
// A visitor subscribes on /career and confirms by the link mailed to them; applicants who ticked
// `notificationJob` count too. Publishing an opening then mails exactly the consenting,
// confirmed, still-subscribed addresses, each once, with a one-click unsubscribe (RFC 8058).

const site = 'https://careers.ngs.example';
const texts = jobAlerts;

const openingForm = (title: string, fields: Record<string, string> = {}) => ({
  title,
  type: 'job',
  team: 'Web Development',
  'location-hyderabad': 'on',
  employmentType: 'FULL_TIME',
  description: 'Build things.',
  salaryMin: '',
  salaryMax: '',
  salaryPeriod: 'year',
  closesOn: '2099-12-31',
  positions: '1',
  ...fields,
});

/** Every address a message went to. */
const recipientsOf = (mail: ParsedMail) =>
  [mail.to ?? []]
    .flat()
    .flatMap((to: AddressObject) => to.value.map((address) => address.address ?? ''));

/** The raw value of a header, as the mail server received it. */
const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((header) => header.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ');

const tokenIn = (mail: ParsedMail, step: 'confirm' | 'unsubscribe') =>
  new RegExp(`/career/alerts/${step}\\?token=([\\w-]+)`).exec(mail.text ?? '')?.[1] ?? '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A staff member's hands on the openings' forms. */
interface Hr {
  create: (title: string) => Promise<string>;
  act: (
    id: string,
    title: string,
    intent: string,
    on?: RunningServer,
    at?: number,
  ) => Promise<FormAnswer>;
  version: (id: string) => Promise<number>;
}

/**
 * A database, a real SMTP server, and `count` servers on them sending their mail there and
 * looking for work every 100 ms, for the enclosing describe block.
 */
function alertsSuite(kind: Backend['kind'], env: Env = {}, count = 1) {
  const state: { backend?: Backend; smtp?: SmtpTestServer; servers: RunningServer[] } = {
    servers: [],
  };
  beforeAll(async () => {
    state.smtp = await startSmtpTestServer();
    state.backend = await freshBackend(kind);
    const start = () =>
      startServer({
        ...state.backend!.env,
        SITE_DIST: webDist,
        SITE_URL: site,
        SMTP_URL: state.smtp!.url,
        MAIL_POLL_MS: '100',
        STAFF_SIGN_INS_PER_MINUTE: '1000',
        ...env,
      });
    // One after the other: each migrates and starts on its own before the next.
    for (let index = 0; index < count; index += 1) state.servers.push(await start());
  });
  afterAll(async () => {
    await Promise.all(state.servers.map((server) => server.stop()));
    await state.backend?.dispose();
    await state.smtp?.close();
  });
  const suite = {
    get backend() {
      return state.backend!;
    },
    get smtp() {
      return state.smtp!;
    },
    get server() {
      return state.servers[0]!;
    },
    get servers() {
      return state.servers;
    },
    /** Messages received so far with this subject, and for whom. */
    received(subject: string): ParsedMail[] {
      return suite.smtp.received.filter((mail) => mail.subject === subject);
    },
    alertsOf(title: string): ParsedMail[] {
      return suite.received(texts.mail.alert.subject({ title }));
    },
    /** Waits until `count` messages with this subject reached `email`. */
    async firstMailsTo(subject: string, email: string, count = 1): Promise<ParsedMail[]> {
      const mine = () =>
        suite.received(subject).filter((mail) => recipientsOf(mail).includes(email));
      await expect
        .poll(() => mine().length, { timeout: 20_000, interval: 100 })
        .toBeGreaterThanOrEqual(count);
      return mine();
    },
    /** Waits until `count` messages with this subject reached `email`, then a moment for more. */
    async mailsTo(subject: string, email: string, count = 1): Promise<ParsedMail[]> {
      await suite.firstMailsTo(subject, email, count);
      await sleep(700);
      return suite.firstMailsTo(subject, email, count);
    },
    /** Waits until `count` messages with this subject arrived, then a moment for any extra one. */
    async settle(subject: string, count: number): Promise<ParsedMail[]> {
      await expect
        .poll(() => suite.received(subject).length, { timeout: 20_000, interval: 100 })
        .toBeGreaterThanOrEqual(count);
      await sleep(1_000);
      return suite.received(subject);
    },
    subscribe(fields: Record<string, string>, server?: RunningServer): Promise<FormAnswer> {
      return postForm(server ?? suite.server, '/career/alerts/subscribe', fields);
    },
    /** Subscribes `email` on the careers page and confirms with the link mailed to it. */
    async subscribeAndConfirm(email: string, on?: RunningServer): Promise<string> {
      const server = on ?? suite.server;
      const asked = await suite.subscribe({ email, consent: 'yes' }, server);
      expect(asked.status).toBe(303);
      const [confirmation] = await suite.firstMailsTo(texts.mail.confirmation.subject, email);
      const token = tokenIn(confirmation!, 'confirm');
      const confirmed = await postForm(server, '/career/alerts/confirm', { token });
      expect(confirmed.status).toBe(303);
      expect(confirmed.location).toBe('/career/alerts/subscribed');
      return token;
    },
    /** An application sent through the form, `notificationJob` ticked or not. */
    async apply(
      email: string,
      { alerts, type }: { alerts: boolean; type: string },
    ): Promise<string> {
      const sent = await postApplication(suite.server.origin, {
        fields: applicationFields({
          email,
          applicationType: type,
          notificationJob: alerts ? 'on' : 'false',
        }),
      });
      expect(sent.status).toBe(201);
      return sent.body.id!;
    },
    /** A staff member signed in, and their way to write and publish openings. */
    async hr(email: string, on?: RunningServer): Promise<Hr> {
      const server = on ?? suite.server;
      const member = await staffMember(server, suite.backend.env, email);
      const cookie = (await staffSignIn(server, member)).cookie!;
      const csrf = csrfIn((await getPage(server, '/staff/openings', [cookie])).html);
      const post = (fields: Record<string, string>, path: string, on = server) =>
        postForm(on, path, { csrf, ...fields }, [cookie]);
      const version = async (id: string) =>
        (
          await suite.backend.query<{ version: number }>(
            `select version from openings where id = '${id}'`,
          )
        )[0]!.version;
      return {
        async create(title) {
          const created = await post(
            { ...openingForm(title), intent: 'save' },
            '/staff/openings/new',
          );
          expect(created.status, 'created').toBe(303);
          return /\/staff\/openings\/([0-9a-f-]{36})\?/.exec(created.location ?? '')![1]!;
        },
        /** Sends a button of the opening's form, on any of the servers. */
        async act(id, title, intent, on = server, at) {
          const fields = {
            ...openingForm(title),
            intent,
            version: String(at ?? (await version(id))),
          };
          return post(fields, `/staff/openings/${id}`, on);
        },
        version,
      };
    },
  };
  return suite;
}

/** The one-click POST a mail program sends (RFC 8058): from no page, with no cookie. */
const oneClick = (server: RunningServer, token: string, contentType = 'form') => {
  const url = `${server.origin}/career/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  if (contentType === 'multipart') {
    const body = new FormData();
    body.append('List-Unsubscribe', 'One-Click');
    return fetch(url, { method: 'POST', body, redirect: 'manual' });
  }
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
};

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`job alerts, on ${kind}`, () => {
    const suite = alertsSuite(kind);

    it('should alert exactly the consenting, confirmed, still-subscribed addresses, each once', async () => {
      // Asked on the careers page and confirmed: alerted.
      await suite.subscribeAndConfirm('confirmed@example.com');
      // The same address also ticked the box in an application: still one alert.
      await suite.subscribeAndConfirm('both@example.com');
      await suite.apply('Both@Example.com', { alerts: true, type: 'job' });
      // Asked, never confirmed: nothing.
      expect(
        (await suite.subscribe({ email: 'unconfirmed@example.com', consent: 'yes' })).status,
      ).toBe(303);
      // Applicants: the box ticked (alerted), not ticked (nothing), ticked but for an
      // internship while the role is a job (nothing), ticked but deleted since (nothing).
      await suite.apply('applicant@example.com', { alerts: true, type: 'job' });
      await suite.apply('no-box@example.com', { alerts: false, type: 'job' });
      await suite.apply('intern@example.com', { alerts: true, type: 'internship' });
      const deleted = await suite.apply('deleted@example.com', { alerts: true, type: 'job' });
      // The staff command writes beside the running server: on SQLite it may find the file
      // locked for a moment on a busy machine, and is run again (a lock is no refusal).
      let deletion = await staff(['delete', deleted], suite.backend.env);
      for (let attempt = 1; deletion.code !== 0 && attempt < 5; attempt += 1) {
        await sleep(500);
        deletion = await staff(['delete', deleted], suite.backend.env);
      }
      expect(deletion.code).toBe(0);

      const hr = await suite.hr('alerts-hr@ngs.example');
      const first = await hr.create('React developer');
      // A draft is announced to nobody.
      await sleep(500);
      expect(suite.alertsOf('React developer')).toHaveLength(0);
      expect((await hr.act(first, 'React developer', 'publish')).status).toBe(303);

      const alerts = await suite.settle(texts.mail.alert.subject({ title: 'React developer' }), 3);
      expect(alerts.flatMap(recipientsOf).sort()).toEqual(
        ['both@example.com', 'applicant@example.com', 'confirmed@example.com'].sort(),
      );
      // The subscriber's address as they typed it on the careers page.
      expect(alerts.flatMap(recipientsOf)).not.toContain('Both@Example.com');

      // RFC 8058: the one-click address in the headers, the same link in the body.
      const alert = alerts.find((mail) => recipientsOf(mail).includes('confirmed@example.com'))!;
      const token = tokenIn(alert, 'unsubscribe');
      expect(token).toMatch(/^[\w-]{43}$/);
      const unsubscribeUrl = `${site}/career/alerts/unsubscribe?token=${token}`;
      expect(headerOf(alert, 'List-Unsubscribe')).toBe(`<${unsubscribeUrl}>`);
      expect(headerOf(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(alert.text).toContain(`${texts.mail.alert.unsubscribe}: ${unsubscribeUrl}`);
      expect(alert.html).toContain(`href="${unsubscribeUrl.replaceAll('&', '&amp;')}"`);
      const slug = (
        await suite.backend.query<{ slug: string }>(
          `select slug from openings where id = '${first}'`,
        )
      )[0]!.slug;
      expect(alert.text).toContain(`${site}/career/openings/${slug}`);
      // Each alert has its own token: one address's link never speaks for another.
      const tokens = alerts.map((mail) => tokenIn(mail, 'unsubscribe'));
      expect(new Set(tokens).size).toBe(3);

      // Once sent, the outbox keeps no link: it is a key.
      await expect
        .poll(
          async () =>
            (
              await suite.backend.query<{ kept: number | string }>(
                `select count(*) as kept from outbox where kind = 'job-alert' and (text_body != '' or unsubscribe_url is not null)`,
              )
            )[0]!.kept,
        )
        .toEqual(kind === 'postgres' ? '0' : 0);

      // The mail program's one-click POST unsubscribes that address, and only it.
      const answer = await oneClick(suite.server, token);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/career/alerts/unsubscribed');
      expect((await oneClick(suite.server, token, 'multipart')).status).toBe(303);
      // Unsubscribed, the address is kept nowhere: the alerts sent know it only by its digest.
      const keptAddresses = await suite.backend.query<{ n: number | string }>(
        `select count(*) as n from job_alert_deliveries where email_key = 'confirmed@example.com'`,
      );
      expect(Number(keptAddresses[0]!.n)).toBe(0);

      // Closed and published again: not a new role, nobody hears of it twice.
      expect((await hr.act(first, 'React developer', 'close')).status).toBe(303);
      expect((await hr.act(first, 'React developer', 'publish')).status).toBe(303);
      const second = await hr.create('Cloud engineer');
      expect((await hr.act(second, 'Cloud engineer', 'publish')).status).toBe(303);
      const next = await suite.settle(texts.mail.alert.subject({ title: 'Cloud engineer' }), 2);
      expect(next.flatMap(recipientsOf).sort()).toEqual(
        ['both@example.com', 'applicant@example.com'].sort(),
      );
      expect(suite.alertsOf('React developer')).toHaveLength(3);

      // The applicant stops them from the link's page: its button, without signing in. Their
      // application stays, its box unticked; a later role reaches only the one still subscribed.
      const applicantAlert = next.find((mail) =>
        recipientsOf(mail).includes('applicant@example.com'),
      )!;
      const link = `/career/alerts/unsubscribe?token=${tokenIn(applicantAlert, 'unsubscribe')}`;
      const page = await getPage(suite.server, link);
      expect(page.status).toBe(200);
      expect(page.html).toContain(texts.pages.unsubscribe.submit);
      const hidden = /name="token" value="([\w-]+)"/.exec(page.html)?.[1] ?? '';
      const pressed = await postForm(suite.server, '/career/alerts/unsubscribe', {
        token: hidden,
        'List-Unsubscribe': 'One-Click',
      });
      expect(pressed.status).toBe(303);
      expect((await getPage(suite.server, pressed.location!)).html).toContain(
        jobAlertPageTitles.unsubscribed,
      );
      expect(
        await suite.backend.query<{ notification_job: number }>(
          `select notification_job from applications where email_key = 'applicant@example.com'`,
        ),
      ).toEqual([{ notification_job: 0 }]);
      const third = await hr.create('Data analyst');
      expect((await hr.act(third, 'Data analyst', 'publish')).status).toBe(303);
      const last = await suite.settle(texts.mail.alert.subject({ title: 'Data analyst' }), 1);
      expect(last.flatMap(recipientsOf)).toEqual(['both@example.com']);
    });

    it('should forget the subscription when its owner deletes all their data', async () => {
      const email = 'leaving@example.com';
      // Before the deletions: on SQLite, the staff command may find the file busy just after one
      // (its checkpoint empties the write-ahead log, D33).
      const hr = await suite.hr('leaving-hr@ngs.example');
      await suite.subscribeAndConfirm(email);
      await suite.apply(email, { alerts: true, type: 'job' });
      const traces = async () =>
        (
          await suite.backend.query<{ n: number | string }>(
            `select (select count(*) from job_alert_subscriptions where email_key = '${email}')
               + (select count(*) from job_alert_deliveries where email_key = '${email}') as n`,
          )
        )[0]!.n;

      // Signed in with a password, only that application is proven theirs (D31): it goes, and
      // with it the consent it gave; the subscription, made by whoever reads the mailbox, stays.
      const byPassword = await postForm(suite.server, '/candidate/sign-in', {
        email,
        password: applicationFields()['password']!,
      });
      expect(byPassword.status).toBe(303);
      const page = await getPage(suite.server, '/candidate', [byPassword.cookie]);
      const deleted = await postForm(
        suite.server,
        '/candidate',
        { intent: 'delete', confirm: 'yes', csrf: csrfIn(page.html) },
        [byPassword.cookie],
      );
      expect(deleted.status).toBe(303);
      expect(Number(await traces())).toBe(1);

      // With the link sent to the address, its owner has proved it: the subscription goes too.
      await suite.apply(email, { alerts: true, type: 'job' });
      const asked = await postForm(suite.server, '/candidate/sign-in-link', { email });
      expect(asked.status).toBe(200);
      const [signInMail] = await suite.mailsTo(mail.candidateSignInLink.subject, email);
      const token = /\/candidate\/link\?token=([\w-]+)/.exec(signInMail!.text ?? '')![1]!;
      const used = await postForm(suite.server, '/candidate/link', { token });
      expect(used.status).toBe(303);
      const ownPage = await getPage(suite.server, '/candidate', [used.cookie]);
      const gone = await postForm(
        suite.server,
        '/candidate',
        { intent: 'delete', confirm: 'yes', csrf: csrfIn(ownPage.html) },
        [used.cookie],
      );
      expect(gone.status).toBe(303);
      expect(Number(await traces())).toBe(0);

      const id = await hr.create('After leaving');
      expect((await hr.act(id, 'After leaving', 'publish')).status).toBe(303);
      await suite.settle(texts.mail.alert.subject({ title: 'After leaving' }), 1);
      expect(suite.alertsOf('After leaving').flatMap(recipientsOf)).not.toContain(email);
    });

    it('should confirm only by the button, store the consent, and reveal nothing to a second ask', async () => {
      const email = 'double.opt-in@example.com';
      expect((await suite.subscribe({ email, consent: 'yes' })).location).toBe(
        '/career/alerts/sent',
      );
      const [mail] = await suite.mailsTo(texts.mail.confirmation.subject, email);
      const token = tokenIn(mail!, 'confirm');
      expect(mail!.text).toContain(`${site}/career/alerts/confirm?token=${token}`);
      const row = async () =>
        (
          await suite.backend.query<{
            consent_text: string;
            consented_at: string;
            confirmed_at: string | null;
            confirm_token_id: string | null;
          }>(
            `select consent_text, consented_at, confirmed_at, confirm_token_id from job_alert_subscriptions where email_key = '${email}'`,
          )
        )[0];
      // The consent's words and time are kept; the link only as its hash.
      await expect(row()).resolves.toMatchObject({
        consent_text: texts.consent,
        confirmed_at: null,
      });
      expect((await row())!.confirm_token_id).not.toContain(token);

      // Opening the link (a person, or a mail scanner) only shows the button.
      const page = await getPage(suite.server, `/career/alerts/confirm?token=${token}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(texts.pages.confirm.submit);
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect((await row())!.confirmed_at).toBeNull();

      const confirmed = await postForm(suite.server, '/career/alerts/confirm', { token });
      expect(confirmed.status).toBe(303);
      expect((await row())!.confirmed_at).not.toBeNull();
      expect((await getPage(suite.server, '/career/alerts/subscribed')).html).toContain(
        jobAlertPageTitles.subscribed,
      );

      // Asking again for a subscribed address: the same answer, and no mail.
      const before = suite.received(texts.mail.confirmation.subject).length;
      const again = await suite.subscribe({ email: 'DOUBLE.opt-in@example.com', consent: 'yes' });
      expect(again.status).toBe(303);
      expect(again.location).toBe('/career/alerts/sent');
      await sleep(700);
      expect(suite.received(texts.mail.confirmation.subject)).toHaveLength(before);

      // An unconfirmed address asked for again and again gets one link until ten minutes pass,
      // so neither a double click nor a stranger floods it; that link works.
      const pushed = 'pushed@example.com';
      for (let ask = 0; ask < 6; ask += 1) {
        expect((await suite.subscribe({ email: pushed, consent: 'yes' })).status).toBe(303);
      }
      const links = await suite.mailsTo(texts.mail.confirmation.subject, pushed);
      expect(links).toHaveLength(1);
      const link = `/career/alerts/confirm?token=${tokenIn(links[0]!, 'confirm')}`;
      expect((await getPage(suite.server, link)).status).toBe(200);

      // The confirmation mail's other link stops the alerts before any has gone.
      expect(tokenIn(mail!, 'unsubscribe')).toBe(token);
      const stopped = await postForm(suite.server, '/career/alerts/unsubscribe', { token });
      expect(stopped.status).toBe(303);
      expect(await row()).toBeUndefined();
    });

    it('should refuse what an attacker sends, and change nothing', async () => {
      const rows = async () =>
        Number(
          (
            await suite.backend.query<{ n: number | string }>(
              'select count(*) as n from job_alert_subscriptions',
            )
          )[0]!.n,
        );
      const before = await rows();
      const mailsBefore = suite.smtp.received.length;

      // Header injection: a line break in the address is no address.
      for (const email of [
        'victim@example.com\r\nBcc: everyone@example.com',
        'victim@example.com\nBcc: everyone@example.com',
        'victim@example.com%0d%0aBcc:everyone@example.com',
        'victim@example.com, other@example.com',
        '"<script>alert(1)</script>"@example.com',
      ]) {
        const refused = await suite.subscribe({ email, consent: 'yes' });
        expect(refused.status, email).toBe(422);
        expect(refused.html, email).toContain(texts.messages.emailInvalid);
        expect(refused.html, email).not.toContain('<script>alert(1)');
      }
      // Without the box ticked: refused, what was typed kept.
      const unticked = await suite.subscribe({ email: 'no-consent@example.com' });
      expect(unticked.status).toBe(422);
      expect(unticked.html).toContain(texts.messages.consentRequired);
      expect(unticked.html).toContain('value="no-consent@example.com"');
      // Too long: a long address is refused, a huge body is cut off before it is read.
      const long = await suite.subscribe({
        email: `${'a'.repeat(300)}@example.com`,
        consent: 'yes',
      });
      expect(long.status).toBe(422);
      // (20 KB, past the form's 16: small enough to be sent whole before the answer comes, so
      // the client never writes into a connection the server has finished with.)
      const huge = await suite.subscribe({ email: `${'a'.repeat(20_000)}@x.io`, consent: 'yes' });
      expect(huge.status).toBe(413);
      // Another site posting a visitor's browser: refused.
      const forged = await fetch(`${suite.server.origin}/career/alerts/subscribe`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://evil.example',
        },
        body: 'email=victim%40example.com&consent=yes',
      });
      expect(forged.status).toBe(403);
      // A bot that fills the hidden field is told what a person is told, and nothing is sent.
      const bot = await suite.subscribe({ email: 'bot@example.com', consent: 'yes', website: 'x' });
      expect(bot.status).toBe(303);
      expect(bot.location).toBe('/career/alerts/sent');
      await sleep(700);
      expect(await rows()).toBe(before);
      expect(suite.smtp.received.length).toBe(mailsBefore);

      // Links that are not ours confirm and unsubscribe nothing, and say so.
      await suite.subscribeAndConfirm('kept@example.com');
      const subscribed = await rows();
      const confirmToken = tokenIn(
        suite
          .received(texts.mail.confirmation.subject)
          .find((mail) => recipientsOf(mail).includes('kept@example.com'))!,
        'confirm',
      );
      for (const token of [
        '',
        'x',
        randomBytes(32).toString('base64url'),
        'a'.repeat(10_000),
        "' or 1=1 --",
        `${confirmToken}x`,
      ]) {
        const answer = await oneClick(suite.server, token);
        expect(answer.status, token.slice(0, 20)).toBe(400);
        const page = await getPage(
          suite.server,
          `/career/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        );
        expect(page.status).toBe(400);
        expect(page.html).toContain(texts.pages.unsubscribe.invalid);
        const confirm = await postForm(suite.server, '/career/alerts/confirm', {
          token: `${token}x`,
        });
        expect(confirm.status).toBe(400);
      }
      expect(await rows()).toBe(subscribed);
      // A confirm posted from another site is refused, even with a real token.
      const fromElsewhere = await fetch(`${suite.server.origin}/career/alerts/confirm`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://evil.example',
        },
        body: `token=${confirmToken}`,
      });
      expect(fromElsewhere.status).toBe(400);
    });

    it('should hold when 25 people press the same buttons at once', async () => {
      // 25 asks for one new address: one subscription, one link.
      const email = 'rush@example.com';
      const asked = await together(25, () => suite.subscribe({ email, consent: 'yes' }));
      expect(asked).toEqual({ 303: 25 });
      const links = await suite.mailsTo(texts.mail.confirmation.subject, email);
      expect(links).toHaveLength(1);
      const token = tokenIn(links[0]!, 'confirm');
      // 25 confirms of it: all told so, confirmed once.
      const confirmed = await together(25, () =>
        postForm(suite.server, '/career/alerts/confirm', { token }),
      );
      expect(confirmed).toEqual({ 303: 25 });
      const stored = await suite.backend.query<{ confirmed_at: string }>(
        `select confirmed_at from job_alert_subscriptions where email_key = '${email}'`,
      );
      expect(stored).toHaveLength(1);

      // 25 publishes of one opening at once: one publication, one alert per address.
      const hr = await suite.hr('rush-hr@ngs.example');
      const id = await hr.create('Rush role');
      const version = await hr.version(id);
      const published = await Promise.all(
        Array.from({ length: 25 }, () => hr.act(id, 'Rush role', 'publish', suite.server, version)),
      );
      expect(published.every((answer) => [303, 409].includes(answer.status))).toBe(true);
      const subscribers = Number(
        (
          await suite.backend.query<{ n: number | string }>(
            `select count(*) as n from (
               select email_key from job_alert_subscriptions where confirmed_at is not null
               union
               select email_key from applications where notification_job = 1 and application_type = 'job'
             ) as everyone`,
          )
        )[0]!.n,
      );
      const alerts = await suite.settle(
        texts.mail.alert.subject({ title: 'Rush role' }),
        subscribers,
      );
      expect(alerts).toHaveLength(subscribers);
      expect(new Set(alerts.flatMap(recipientsOf)).size).toBe(subscribers);
      const rushAlert = alerts.find((mail) => recipientsOf(mail).includes(email))!;

      // 25 one-click unsubscribes at once: all answered alike, the address unsubscribed.
      const unsubscribed = await together(25, () =>
        oneClick(suite.server, tokenIn(rushAlert, 'unsubscribe')),
      );
      expect(unsubscribed).toEqual({ 303: 25 });
      expect(
        await suite.backend.query(
          `select id from job_alert_subscriptions where email_key = '${email}'`,
        ),
      ).toEqual([]);
    });
  });
}

describe.skipIf(!postgresUrl)('job alerts from two servers on one PostgreSQL', () => {
  const suite = alertsSuite('postgres', {}, 2);

  it('should send each address one alert per opening, whichever server publishes or sends', async () => {
    const [one, two] = suite.servers as [RunningServer, RunningServer];
    const addresses = Array.from({ length: 12 }, (_, index) => `pair${index}@example.com`);
    await Promise.all(
      addresses.map((email, index) =>
        suite.subscribeAndConfirm(email, index % 2 === 0 ? one : two),
      ),
    );
    const hrOne = await suite.hr('pair-hr-one@ngs.example', one);
    const hrTwo = await suite.hr('pair-hr-two@ngs.example', two);
    const first = await hrOne.create('Pair role one');
    const second = await hrTwo.create('Pair role two');
    // Both published at once, from different servers; the first also from both servers.
    await Promise.all([
      hrOne.act(first, 'Pair role one', 'publish', one),
      hrTwo.act(second, 'Pair role two', 'publish', two),
      hrTwo.act(first, 'Pair role one', 'publish', two),
    ]);
    for (const title of ['Pair role one', 'Pair role two']) {
      const alerts = await suite.settle(texts.mail.alert.subject({ title }), addresses.length);
      expect(alerts.flatMap(recipientsOf).sort(), title).toEqual([...addresses].sort());
    }
    const queued = await suite.backend.query<{ n: string }>(
      `select count(*) as n from job_alert_deliveries`,
    );
    expect(queued[0]!.n).toBe(String(addresses.length * 2));
  });
});

describe('job alerts at a configured rate', () => {
  const suite = alertsSuite('sqlite', { JOB_ALERTS_PER_MINUTE: '2' });

  it('should send a minute’s worth at once and schedule the rest a minute apart', async () => {
    const addresses = Array.from({ length: 5 }, (_, index) => `rate${index}@example.com`);
    await Promise.all(addresses.map((email) => suite.subscribeAndConfirm(email)));
    const hr = await suite.hr('rate-hr@ngs.example');
    const id = await hr.create('Paced role');
    expect((await hr.act(id, 'Paced role', 'publish')).status).toBe(303);
    await suite.settle(texts.mail.alert.subject({ title: 'Paced role' }), 1);
    const schedule = await suite.backend.query<{ next_attempt_at: string; sent_at: string | null }>(
      `select next_attempt_at, sent_at from outbox where kind = 'job-alert' order by next_attempt_at`,
    );
    // Two to a minute of the clock, in the minutes from the publication on.
    const minutes = schedule.map((row) => Math.floor(Date.parse(row.next_attempt_at) / 60_000));
    const first = minutes[0]!;
    expect(minutes.map((minute) => minute - first)).toEqual([0, 0, 1, 1, 2]);
    // Nothing leaves before its minute.
    const checkedAt = Date.now();
    const received = suite.alertsOf('Paced role').length;
    const due = schedule.filter((row) => Date.parse(row.next_attempt_at) <= checkedAt).length;
    expect(received).toBeLessThanOrEqual(due);
    expect(received).toBeGreaterThanOrEqual(2);
  });

  it('should count subscriptions per network as the other forms do', async () => {
    // A database of its own: a second server on the suite's SQLite file would share its outbox.
    const backend = await freshBackend('sqlite');
    const limited = await startServer({
      ...backend.env,
      SITE_DIST: webDist,
      RATE_LIMIT_PER_MINUTE: '3',
    });
    try {
      const answers = [];
      for (let ask = 0; ask < 5; ask += 1) {
        answers.push(
          await postForm(limited, '/career/alerts/subscribe', {
            email: `limited${ask}@example.com`,
            consent: 'yes',
          }),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 429, 429]);
      expect(answers[3]!.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(answers[3]!.html).toContain('value="limited3@example.com"');
    } finally {
      await limited.stop();
      await backend.dispose();
    }
  });
});
