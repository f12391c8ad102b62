import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../src/mail/smtpTestServer';
import { mail } from '@ngs/content';
import {
  backendForSuite,
  postgresUrl,
  staff,
  startServer,
  type Backend,
  type Env,
} from '../src/testing/harness';
import { contactMessage, postApplication, postContact } from '../src/testing/payloads';

/** A mail server that takes the connection and never answers: a send stays in progress. */
async function silentMailServer(): Promise<{
  url: string;
  connected: () => number;
  close: () => Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connected: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The built server on `backend`, sending its mail to `smtpUrl` and looking for some every 100 ms. */
const serverMailingTo = (backend: Backend, smtpUrl: string, env: Env = {}) =>
  startServer({ ...backend.env, MAIL_POLL_MS: '100', SMTP_URL: smtpUrl, ...env });

/** Each outbox row's `sent_at`, read straight from the database. */
const outboxSentAt = (backend: Backend) =>
  backend.query<{ sent_at: string | null }>('select sent_at from outbox');

// The outbox on the built server and a real database: a message committed with its submission
// survives a SIGKILL in the middle of sending it, goes out after the restart, and goes out once.
for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`e-mail outbox on ${kind}`, () => {
    const suite = backendForSuite(kind);

    it('should send a message after a kill -9 between its commit and its delivery, exactly once', async () => {
      const silent = await silentMailServer();
      // A short lease, so that on PostgreSQL the dead process's claim runs out within the test.
      const mailEnv = { MAIL_LEASE_MS: '1500', MAIL_RETRY_BASE_MS: '60000' };
      const first = await serverMailingTo(suite.backend, silent.url, mailEnv);
      const sent = await postContact(first.origin, contactMessage({ name: 'Kill Test' }));
      expect(sent.status).toBe(201);
      // The sender has the message and is talking to the mail server: kill it there.
      await expect.poll(silent.connected, { timeout: 10_000 }).toBeGreaterThan(0);
      await first.kill();
      await silent.close();
      expect(await outboxSentAt(suite.backend)).toEqual([{ sent_at: null }]);

      const smtp = await startSmtpTestServer();
      const second = await serverMailingTo(suite.backend, smtp.url, mailEnv);
      try {
        await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
        expect(smtp.received[0]!.subject).toContain('Kill Test');
        // Sent is recorded, and nothing goes out again.
        await expect
          .poll(async () => (await outboxSentAt(suite.backend))[0]?.sent_at, { timeout: 5_000 })
          .not.toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(smtp.received).toHaveLength(1);
      } finally {
        await second.stop();
        await smtp.close();
      }
    });

    it('should send a message refused before a kill -9 once the mail server is back, exactly once', async () => {
      // Nothing listens on this port: every attempt fails at once and is recorded as failed.
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const downUrl = `smtp://127.0.0.1:${(closed.address() as AddressInfo).port}`;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const mailEnv = { MAIL_RETRY_BASE_MS: '300' };
      const first = await serverMailingTo(suite.backend, downUrl, mailEnv);
      const email = 'refused.before.kill@example.com';
      const sent = await postContact(first.origin, contactMessage({ email }));
      expect(sent.status).toBe(201);
      // The suite's database also holds the other tests' mail: this one is found by its words.
      const ours = async () =>
        (
          await suite.backend.query<{ id: string; attempts: number }>(
            `select id, attempts from outbox where text_body like '%${email}%'`,
          )
        )[0];
      const attempts = async () => (await ours())?.attempts ?? 0;
      await expect.poll(attempts, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
      await expect.poll(() => first.stdout().includes('"event":"mail-retry"')).toBe(true);
      // The failure names no address: the mail server's answer may quote one.
      expect(first.stdout()).not.toContain(email);
      await first.kill();

      const smtp = await startSmtpTestServer();
      const second = await serverMailingTo(suite.backend, smtp.url, mailEnv);
      try {
        await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
        expect(smtp.received[0]!.text).toContain(email);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(smtp.received).toHaveLength(1);
        const row = await ours();
        expect(row!.attempts).toBeGreaterThanOrEqual(2);
        expect(smtp.received[0]!.messageId).toBe(`<${row!.id}@ngs.co.in>`);
      } finally {
        await second.stop();
        await smtp.close();
      }
    });

    it('should e-mail the applicant and the staff for an application, and the applicant again when staff move it', async () => {
      const smtp = await startSmtpTestServer();
      const server = await serverMailingTo(suite.backend, smtp.url, {
        SITE_URL: 'https://careers.ngs.example',
      });
      try {
        const applied = await postApplication(server.origin);
        expect(applied.status).toBe(201);
        await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(2);
        const confirmation = smtp.received.find(
          (message) =>
            message.subject === mail.applicationReceived.subject({ type: 'an internship' }),
        );
        expect(confirmation?.text).toContain(
          `${mail.applicationReceived.candidatePageLink}: https://careers.ngs.example/candidate`,
        );

        const moved = await staff(['status', applied.body.id!, 'in_review'], suite.backend.env);
        expect(moved.code).toBe(0);
        await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(3);
        expect(smtp.received[2]!.subject).toBe(
          mail.statusChanged.subject({ status: mail.statuses.in_review }),
        );
        const unchanged = await staff(['status', applied.body.id!, 'in_review'], suite.backend.env);
        expect(unchanged.stdout).toContain('nothing changed');
        expect((await staff(['status', applied.body.id!, 'hired'], suite.backend.env)).code).toBe(
          2,
        );

        // Withdrawn is final: moving it again fails, and the applicant hears nothing more.
        await staff(['status', applied.body.id!, 'withdrawn'], suite.backend.env);
        await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(4);
        const reopened = await staff(['status', applied.body.id!, 'offer'], suite.backend.env);
        expect(reopened.code).toBe(1);
        expect(reopened.stderr).toContain('was withdrawn; its status can no longer change');
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(smtp.received).toHaveLength(4);
      } finally {
        await server.stop();
        await smtp.close();
      }
    });
  });
}

describe('a mail server that never answers, at shutdown', () => {
  const suite = backendForSuite('sqlite');

  it('should still exit 0 on SIGTERM well within SHUTDOWN_TIMEOUT_MS, leaving the message unsent', async () => {
    const silent = await silentMailServer();
    const server = await serverMailingTo(suite.backend, silent.url, {
      SHUTDOWN_TIMEOUT_MS: '8000',
    });
    try {
      expect((await postContact(server.origin)).status).toBe(201);
      await expect.poll(silent.connected, { timeout: 10_000 }).toBeGreaterThan(0);
      const started = Date.now();
      await server.stop();
      expect(server.child.exitCode).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(server.stdout()).not.toContain('shutdown-forced');
      expect(await outboxSentAt(suite.backend)).toEqual([{ sent_at: null }]);
    } finally {
      await server.kill();
      await silent.close();
    }
  });
});

describe.skipIf(!postgresUrl)('e-mail outbox shared by two instances on PostgreSQL', () => {
  const suite = backendForSuite('postgres');

  it('should send each message exactly once when two servers drain one outbox', async () => {
    const smtp = await startSmtpTestServer();
    const start = () => serverMailingTo(suite.backend, smtp.url, { MAIL_POLL_MS: '50' });
    const [one, two] = await Promise.all([start(), start()]);
    try {
      const sent = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          postContact(
            (index % 2 === 0 ? one : two).origin,
            contactMessage({ name: `Visitor ${index}` }),
          ),
        ),
      );
      expect(sent.every((answer) => answer.status === 201)).toBe(true);
      await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(20);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const ids = smtp.received.map((message) => message.messageId);
      expect(new Set(ids).size).toBe(20);
      expect(smtp.received).toHaveLength(20);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
      await smtp.close();
    }
  });
});
