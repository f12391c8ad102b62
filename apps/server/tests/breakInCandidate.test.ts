import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mail } from '@ngs/content';
import { describe, expect, it } from 'vitest';
import { plainText } from '../src/testing/files';
import { filesUnder, postgresUrl, serverForSuite } from '../src/testing/harness';
import {
  applicationFields,
  postApplication,
  postContact,
  contactMessage,
  upload,
} from '../src/testing/payloads';
import { csrfIn, getPage, postForm, together, webDist } from '../src/testing/signedIn';

// The candidate's page tried as an attacker would (issue 28): someone else's address, many
// guesses at once, an address spelled in another case, and whether a deletion leaves copies.

const victim = { email: 'priya.sharma@example.com', password: 'Victim#Pass1' };

const resumeOf = (text: string) => upload(plainText(text), 'cv.txt', 'text/plain');

const applyAs = (
  origin: string,
  email: string,
  password: string,
  extra: Record<string, string> = {},
  resume = resumeOf('Priya Sharma\nReact, Node.js'),
) =>
  postApplication(origin, {
    fields: applicationFields({
      email,
      password,
      legalFirstName: 'Priya',
      legalMiddleName: '',
      legalLastName: 'Sharma',
      ...extra,
    }),
    files: { resume },
  });

const signIn = (server: Parameters<typeof postForm>[0], email: string, password: string) =>
  postForm(server, '/candidate/sign-in', { email, password });

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(
    `the candidate page on ${kind}, attacked`,
    () => {
      const suite = serverForSuite(kind, {
        SITE_DIST: webDist,
        MAIL_POLL_MS: '100',
        STAFF_SIGN_INS_PER_MINUTE: '1000',
      });
      const statusOf = async (id: string) =>
        (
          await suite.backend.query<{ status: string }>(
            `select status from applications where id = '${id}'`,
          )
        )[0]?.status;

      it("should never open a victim's application with another application's password for the same address", async () => {
        const { server } = suite;
        const own = await applyAs(server.origin, victim.email, victim.password);
        expect(own.status).toBe(201);
        const victimsId = own.body.id!;
        // The attacker applies with the victim's address, in capitals, and a password of their own.
        const planted = await applyAs(server.origin, victim.email.toUpperCase(), 'Attack#Pass2');
        expect(planted.status).toBe(201);

        const attacker = await signIn(server, victim.email, 'Attack#Pass2');
        expect(attacker.status).toBe(303);
        const page = await getPage(server, '/candidate', [attacker.cookie]);
        expect(page.status).toBe(200);
        expect(page.html).toContain(planted.body.id!);
        expect(page.html, "the victim's application is listed").not.toContain(victimsId);

        const csrf = csrfIn(page.html);
        const withdraw = await postForm(
          server,
          '/candidate',
          { intent: 'withdraw', application: victimsId, confirm: 'yes', csrf },
          [attacker.cookie],
        );
        expect(withdraw.status).toBe(404);
        expect(await statusOf(victimsId)).toBe('received');

        await postForm(server, '/candidate', { intent: 'delete', confirm: 'yes', csrf }, [
          attacker.cookie,
        ]);
        expect(await statusOf(victimsId), "the victim's application survives").toBe('received');
        expect(await statusOf(planted.body.id!)).toBeUndefined();
      });

      it("should not let a planted application's password wipe the count of guesses at the victim's", async () => {
        const { server } = suite;
        const email = 'planted.count@example.com';
        expect((await applyAs(server.origin, email, victim.password)).status).toBe(201);
        expect((await applyAs(server.origin, email.toUpperCase(), 'Attack#Pass2')).status).toBe(
          201,
        );
        const seen: number[] = [];
        for (let round = 0; round < 3; round += 1) {
          for (let guess = 0; guess < 4; guess += 1) {
            seen.push((await signIn(server, email, `Guess#${round}${guess}x`)).status);
          }
          seen.push((await signIn(server, email, 'Attack#Pass2')).status);
        }
        expect(seen.slice(0, 7)).toEqual([401, 401, 401, 401, 303, 401, 423]);
        expect((await signIn(server, email, victim.password)).status).toBe(423);
      });

      it('should check at most five of 20 guesses sent at once, then refuse the right password too', async () => {
        const { server } = suite;
        const email = 'race.candidate@example.com';
        expect((await applyAs(server.origin, email, victim.password)).status).toBe(201);
        const statuses = await together(20, () => signIn(server, email, 'Wrong#Guess9'));
        expect(statuses[401] ?? 0, JSON.stringify(statuses)).toBeLessThanOrEqual(5);
        expect((statuses[401] ?? 0) + (statuses[423] ?? 0)).toBe(20);
        expect((await signIn(server, email, victim.password)).status).toBe(423);
      });

      it('should count guesses at an address in any case as one, letters outside ASCII included', async () => {
        const { server } = suite;
        const statuses = [];
        for (const spelling of ['élodie@example.com', 'ÉLODIE@example.com', 'Élodie@Example.com']) {
          for (let guess = 0; guess < 2; guess += 1) {
            statuses.push((await signIn(server, spelling, 'Wrong#Guess9')).status);
          }
        }
        expect(statuses).toEqual([401, 401, 401, 401, 401, 423]);
      });

      it('should delete every copy of an applicant: rows, sent mail, .eml files and the freed pages', async () => {
        const { server, backend } = suite;
        const email = 'deleted.applicant@example.com';
        const applied = await applyAs(
          server.origin,
          email,
          victim.password,
          { legalFirstName: 'Meenakshi', legalLastName: 'Venkataraman' },
          resumeOf('Meenakshi Venkataraman\nMarker-Zebra-4711\nReact, Node.js'),
        );
        expect(applied.status).toBe(201);
        const id = applied.body.id!;
        // The confirmation and the staff notification go out, as .eml files (no SMTP_URL).
        await expect
          .poll(
            async () =>
              (
                await backend.query<{ n: number | string }>(
                  `select count(*) as n from outbox where subject_id = '${id}' and sent_at is not null`,
                )
              )[0]!.n,
            { timeout: 10_000 },
          )
          .toEqual(kind === 'sqlite' ? 2 : '2');

        const session = await signIn(server, email, victim.password);
        const page = await getPage(server, '/candidate', [session.cookie]);
        const deleted = await postForm(
          server,
          '/candidate',
          { intent: 'delete', confirm: 'yes', csrf: csrfIn(page.html) },
          [session.cookie],
        );
        expect(deleted.status).toBe(303);
        expect((await getPage(server, '/candidate', [session.cookie])).status).toBe(303);

        // The confirmation of the deletion is the last message: once sent, its row keeps no words
        // and no address.
        const unforgotten = `select count(*) as n from outbox where kind = 'candidate-data-deleted'
        and (sent_at is null or text_body != '' or html_body != '' or recipient != '')`;
        await expect
          .poll(async () => Number((await backend.query<{ n: number }>(unforgotten))[0]!.n), {
            timeout: 10_000,
          })
          .toBe(0);
        const about = await backend.query<{ kind: string }>(
          `select kind from outbox where subject_id = '${id}' or lower(recipient) = '${email}'`,
        );
        expect(about).toEqual([]);

        // Nothing under the data folder names them or holds their résumé: not the database, not
        // its write-ahead log, not a mail file.
        for (const file of filesUnder(backend.dataDir)) {
          const text = file.bytes.toString('latin1');
          expect(text.includes('Venkataraman'), `${file.path} names the applicant`).toBe(false);
          expect(text.includes('Marker-Zebra-4711'), `${file.path} holds the résumé`).toBe(false);
        }
        const mailFiles = readdirSync(join(backend.dataDir, 'mail')).filter((name) =>
          readFileSync(join(backend.dataDir, 'mail', name), 'latin1').includes(email),
        );
        expect(mailFiles, 'only the confirmation of the deletion was delivered').toHaveLength(1);
      });

      it('should delete the contact messages of an address only once its owner has proved it', async () => {
        const { server, backend } = suite;
        const email = 'proved.owner@example.com';
        expect((await applyAs(server.origin, email, victim.password)).status).toBe(201);
        const contact = await postContact(
          server.origin,
          contactMessage({ email, name: 'Proved Owner', message: 'About my application.' }),
        );
        expect(contact.status).toBe(201);
        const contactsOf = async () =>
          (
            await backend.query<{ n: number | string }>(
              `select count(*) as n from contact_messages where lower(email) = '${email}'`,
            )
          )[0]!.n;

        // With a password, nobody has proved the address: the message stays.
        const byPassword = await signIn(server, email, victim.password);
        const page = await getPage(server, '/candidate', [byPassword.cookie]);
        await postForm(
          server,
          '/candidate',
          { intent: 'delete', confirm: 'yes', csrf: csrfIn(page.html) },
          [byPassword.cookie],
        );
        expect(Number(await contactsOf())).toBe(1);

        // With the link sent to the address, its owner has: the message goes.
        const link = await emailedSignInLink(server, backend.dataDir, email);
        const opened = await getPage(server, link);
        expect(opened.status).toBe(200);
        const used = await postForm(server, '/candidate/link', { token: tokenOf(link) });
        expect(used.status).toBe(303);
        const ownPage = await getPage(server, '/candidate', [used.cookie]);
        await postForm(
          server,
          '/candidate',
          { intent: 'delete', confirm: 'yes', csrf: csrfIn(ownPage.html) },
          [used.cookie],
        );
        expect(Number(await contactsOf())).toBe(0);
        // The link's own .eml copy went too: all that is left for the address is confirmations.
        await expect
          .poll(() => mailFilesTo(backend.dataDir, email).map(subjectOf), { timeout: 10_000 })
          .toEqual([mail.candidateDataDeleted.subject, mail.candidateDataDeleted.subject]);
      });

      it('should open every application of an address, and only once, with the link sent to it', async () => {
        const { server, backend } = suite;
        const email = 'two.applications@example.com';
        const first = await applyAs(server.origin, email, 'First#Pass1');
        const second = await applyAs(server.origin, email.toUpperCase(), 'Second#Pass2');

        const known = await postForm(server, '/candidate/sign-in-link', { email });
        const unknown = await postForm(server, '/candidate/sign-in-link', {
          email: 'nobody.here@example.com',
        });
        expect(known.status).toBe(unknown.status);
        expect(withoutNonce(known.html)).toBe(
          withoutNonce(unknown.html).replaceAll('nobody.here@example.com', email),
        );

        const link = await emailedSignInLink(server, backend.dataDir, email);
        const used = await postForm(server, '/candidate/link', { token: tokenOf(link) });
        expect(used.status).toBe(303);
        const page = await getPage(server, '/candidate', [used.cookie]);
        expect(page.html).toContain(first.body.id!);
        expect(page.html).toContain(second.body.id!);
        const again = await postForm(server, '/candidate/link', { token: tokenOf(link) });
        expect(again.status).toBe(400);
        expect(again.cookie).toBeNull();
      });
    },
  );
}

/** A page but for what differs on every answer: the nonce, the router's timestamps. */
const withoutNonce = (html: string) =>
  html.replace(/nonce="[^"]*"|csp-nonce" content="[^"]*"/g, '').replace(/\bu:\d+/g, 'u:0');

const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token') ?? '';

/** The .eml files the server wrote (no SMTP_URL) to `email`. */
const mailFilesTo = (dataDir: string, email: string) =>
  readdirSync(join(dataDir, 'mail'))
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(join(dataDir, 'mail', name), 'utf8'))
    .filter((text) => text.toLowerCase().includes(`to: ${email}`));

const subjectOf = (eml: string) => /^Subject: (.*)$/m.exec(eml)?.[1] ?? '';

/** Asks for a sign-in link for `email` and reads it from the .eml file the server writes. */
async function emailedSignInLink(
  server: Parameters<typeof postForm>[0],
  dataDir: string,
  email: string,
): Promise<string> {
  // Every link in the address's mail; the one asked for here is the one that was not there before
  // (links asked for earlier may be written before or after this call starts).
  const linksIn = () =>
    mailFilesTo(dataDir, email).flatMap((eml) => {
      const link = /\/candidate\/link\?token=(?:3D)?([\w-]+)/.exec(eml.replace(/=\r?\n/g, ''));
      return link ? [`/candidate/link?token=${link[1]}`] : [];
    });
  const before = new Set(linksIn());
  const asked = await postForm(server, '/candidate/sign-in-link', { email });
  expect(asked.status).toBe(200);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = linksIn().find((each) => !before.has(each));
        return link !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}
