import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { openingTexts, staffArea } from '@ngs/content';
import { postgresUrl, serverForSuite } from '../src/testing/harness';
import {
  csrfIn,
  getPage,
  postForm,
  staffMember,
  staffSignIn,
  together,
  webDist,
} from '../src/testing/signedIn';

// Issue 34: staff write, preview, publish and close openings on /staff, as a browser without
// script posts the forms, on both stores; then the same screens tried as an attacker would.

/** The staff's form of an opening, as the browser posts it. */
const openingForm = (fields: Record<string, string> = {}) => ({
  title: 'React developer',
  type: 'job',
  team: 'Web Development',
  'location-hyderabad': 'on',
  'location-remote': 'on',
  employmentType: 'FULL_TIME',
  description: 'Build **screens**.\n\n- React\n- TypeScript',
  salaryMin: '600000',
  salaryMax: '900000',
  salaryPeriod: 'year',
  closesOn: '2099-12-31',
  positions: '2',
  intent: 'save',
  ...fields,
});

const texts = staffArea.opening;
/** The opening's id in a redirect to its screen. */
const idIn = (location: string | null) =>
  /\/staff\/openings\/([0-9a-f-]{36})\?/.exec(location ?? '')?.[1] ?? '';
const versionIn = (html: string) => /name="version" value="(\d+)"/.exec(html)?.[1] ?? '';

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`openings on /staff, on ${kind}`, () => {
    const suite = serverForSuite(kind, { SITE_DIST: webDist, STAFF_SIGN_INS_PER_MINUTE: '1000' });
    const signedIn = async (email: string) => {
      const member = await staffMember(suite.server, suite.backend.env, email);
      const answer = await staffSignIn(suite.server, member);
      expect(answer.status, 'sign-in').toBe(303);
      const cookie = answer.cookie!;
      const csrf = csrfIn((await getPage(suite.server, '/staff/openings', [cookie])).html);
      return { email, cookie, csrf };
    };
    const count = async (table: string) =>
      Number(
        (await suite.backend.query<{ n: number }>(`select count(*) as n from ${table}`))[0]?.n,
      );

    it('should take an opening from a draft to published to closed, each step recorded', async () => {
      const hr = await signedIn('hr@ngs.example');
      const post = (path: string, fields: Record<string, string>) =>
        postForm(suite.server, path, { csrf: hr.csrf, ...fields }, [hr.cookie]);

      const empty = await getPage(suite.server, '/staff/openings', [hr.cookie]);
      expect(empty.status).toBe(200);
      expect(empty.html).toContain(staffArea.openings.empty);

      const created = await post('/staff/openings/new', openingForm());
      expect(created.status).toBe(303);
      const id = idIn(created.location);
      expect(created.location).toBe(`/staff/openings/${id}?saved=created`);

      const draft = await getPage(suite.server, created.location!, [hr.cookie]);
      expect(draft.status).toBe(200);
      expect(draft.html).toContain(texts.saved.created);
      expect(draft.html).toContain(openingTexts.statuses.draft);
      expect(draft.html).toContain('<strong>screens</strong>');
      expect(draft.html).toContain(openingTexts.actions.created);
      expect(versionIn(draft.html)).toBe('1');

      const edited = await post(`/staff/openings/${id}`, {
        ...openingForm({ title: 'Senior React developer', version: '1' }),
      });
      expect(edited.location).toBe(`/staff/openings/${id}?saved=edited`);

      const renamed = openingForm({ title: 'Senior React developer' });
      const published = await post(`/staff/openings/${id}`, {
        ...renamed,
        intent: 'publish',
        version: '2',
      });
      expect(published.location).toBe(`/staff/openings/${id}?saved=published`);
      const open = await getPage(suite.server, published.location!, [hr.cookie]);
      expect(open.html).toContain(texts.saved.published);
      // Its address was made from its first title: a link shared since keeps working.
      expect(await suite.backend.query(`select slug from openings where id = '${id}'`)).toEqual([
        { slug: 'react-developer' },
      ]);

      const closed = await post(`/staff/openings/${id}`, {
        ...renamed,
        intent: 'close',
        version: '3',
      });
      expect(closed.location).toBe(`/staff/openings/${id}?saved=closed`);
      const list = await getPage(suite.server, '/staff/openings', [hr.cookie]);
      expect(list.html).toContain('Senior React developer');
      expect(list.html).toContain(openingTexts.statuses.closed);

      const history = await suite.backend.query<{ action: string; author_email: string }>(
        `select action, author_email from opening_changes where opening_id = '${id}' order by changed_at`,
      );
      expect(history).toEqual(
        ['created', 'edited', 'published', 'closed'].map((action) => ({
          action,
          author_email: 'hr@ngs.example',
        })),
      );
    });

    it('should save what was typed before publishing it, so nothing typed is lost', async () => {
      const hr = await signedIn('publisher@ngs.example');
      const created = await postForm(
        suite.server,
        '/staff/openings/new',
        { csrf: hr.csrf, ...openingForm({ title: 'Mobile developer' }) },
        [hr.cookie],
      );
      const id = idIn(created.location);
      const published = await postForm(
        suite.server,
        `/staff/openings/${id}`,
        {
          csrf: hr.csrf,
          ...openingForm({ title: 'Mobile developer (Flutter)', intent: 'publish', version: '1' }),
        },
        [hr.cookie],
      );
      expect(published.location).toBe(`/staff/openings/${id}?saved=published`);
      expect(
        await suite.backend.query(`select title, status, version from openings where id = '${id}'`),
      ).toEqual([{ title: 'Mobile developer (Flutter)', status: 'published', version: 3 }]);
      const actions = await suite.backend.query<{ action: string }>(
        `select action from opening_changes where opening_id = '${id}' order by changed_at`,
      );
      expect(actions.map((row) => row.action)).toEqual(['created', 'edited', 'published']);

      // Saving what is already saved changes nothing and records nothing.
      const again = await postForm(
        suite.server,
        `/staff/openings/${id}`,
        {
          csrf: hr.csrf,
          ...openingForm({ title: 'Mobile developer (Flutter)', version: '3' }),
        },
        [hr.cookie],
      );
      expect(again.location).toBe(`/staff/openings/${id}`);
      expect(await count(`opening_changes where opening_id = '${id}'`)).toBe(3);
    });

    it('should refuse a form with mistakes, keeping everything typed, and store nothing', async () => {
      const hr = await signedIn('typist@ngs.example');
      const before = await count('openings');
      // No place ticked: the form then sends no box at all.
      const typed = Object.fromEntries(
        Object.entries(
          openingForm({
            title: 'Cloud engineer',
            salaryMax: '100',
            description: 'Keep **this** text',
          }),
        ).filter(([name]) => !name.startsWith('location-')),
      );
      const refused = await postForm(
        suite.server,
        '/staff/openings/new',
        { csrf: hr.csrf, ...typed },
        [hr.cookie],
      );
      expect(refused.status).toBe(400);
      expect(refused.html).toContain(openingTexts.messages.locationsRequired);
      expect(refused.html).toContain(openingTexts.messages.salaryOrder);
      expect(refused.html).toContain('value="Cloud engineer"');
      expect(refused.html).toContain('Keep **this** text');
      expect(await count('openings')).toBe(before);

      const preview = await postForm(
        suite.server,
        '/staff/openings/new',
        { csrf: hr.csrf, ...openingForm({ intent: 'preview', description: '# Role' }) },
        [hr.cookie],
      );
      expect(preview.status).toBe(200);
      // Under the preview's own heading, the description's first level is h3.
      expect(preview.html).toContain('<h3>Role</h3>');
      expect(await count('openings')).toBe(before);
    });

    it('should refuse a save made on an older copy, keep what was typed, and take one of two racing saves', async () => {
      const hr = await signedIn('racer@ngs.example');
      const created = await postForm(
        suite.server,
        '/staff/openings/new',
        { csrf: hr.csrf, ...openingForm({ title: 'Data analyst' }) },
        [hr.cookie],
      );
      const id = idIn(created.location);
      const statuses = await together(20, () =>
        postForm(
          suite.server,
          `/staff/openings/${id}`,
          { csrf: hr.csrf, ...openingForm({ title: 'Data analyst, renamed', version: '1' }) },
          [hr.cookie],
        ),
      );
      expect(statuses).toEqual({ 303: 1, 409: 19 });

      const late = await postForm(
        suite.server,
        `/staff/openings/${id}`,
        { csrf: hr.csrf, ...openingForm({ title: 'My late title', version: '1' }) },
        [hr.cookie],
      );
      expect(late.status).toBe(409);
      expect(late.html).toContain(texts.stale.slice(0, 40));
      expect(late.html).toContain('value="My late title"');
      // What is saved now is shown beside it, where it differs: only the title here.
      expect(late.html).toContain(texts.savedNow.title);
      expect(late.html).toMatch(
        /<dt[^>]*>Title of the role<\/dt><dd[^>]*>Data analyst, renamed<\/dd>/,
      );
      expect(late.html.match(/<dt[^>]*>/g)).toHaveLength(1);
      // Saving again now knowingly replaces the other change.
      expect(versionIn(late.html)).toBe('2');
    });

    it('should give each of 20 openings created at once with one title an address of its own', async () => {
      const hr = await signedIn('crowd@ngs.example');
      const statuses = await together(20, () =>
        postForm(
          suite.server,
          '/staff/openings/new',
          { csrf: hr.csrf, ...openingForm({ title: 'Crowded title' }) },
          [hr.cookie],
        ),
      );
      expect(statuses).toEqual({ 303: 20 });
      const slugs = await suite.backend.query<{ slug: string }>(
        `select slug from openings where title = 'Crowded title'`,
      );
      expect(new Set(slugs.map((row) => row.slug)).size).toBe(20);
    });

    it('should not publish an opening past its closing date, nor one of an older copy', async () => {
      const hr = await signedIn('closer@ngs.example');
      const created = await postForm(
        suite.server,
        '/staff/openings/new',
        { csrf: hr.csrf, ...openingForm({ title: 'Past', closesOn: '2020-01-01' }) },
        [hr.cookie],
      );
      const id = idIn(created.location);
      const post = (fields: Record<string, string>) =>
        postForm(suite.server, `/staff/openings/${id}`, { csrf: hr.csrf, ...fields }, [hr.cookie]);
      const typed = openingForm({ title: 'Past', closesOn: '2020-01-01', intent: 'publish' });
      const past = await post({ ...typed, version: '1' });
      expect(past.status).toBe(409);
      expect(past.html).toContain(texts.closingDatePassed);
      const stale = await post({ ...typed, version: '0' });
      expect(stale.status).toBe(409);
      expect(stale.html).toContain(texts.stale.slice(0, 40));
      const status = await suite.backend.query<{ status: string }>(
        `select status from openings where id = '${id}'`,
      );
      expect(status).toEqual([{ status: 'draft' }]);
    });

    it('should let nobody signed out read or change an opening, nor a post without the form token', async () => {
      const hr = await signedIn('owner@ngs.example');
      const created = await postForm(
        suite.server,
        '/staff/openings/new',
        { csrf: hr.csrf, ...openingForm({ title: 'Secret draft' }) },
        [hr.cookie],
      );
      const id = idIn(created.location);
      const before = await count('opening_changes');

      for (const path of ['/staff/openings', `/staff/openings/${id}`, '/staff/openings/new']) {
        const page = await getPage(suite.server, path);
        expect(page.status, path).toBe(303);
        expect(page.location).toMatch(/^\/staff\/sign-in\?next=/);
        expect(page.html).not.toContain('Secret draft');
      }
      const signedOut = await postForm(suite.server, `/staff/openings/${id}`, {
        intent: 'publish',
        version: '1',
      });
      expect(signedOut.status).toBe(303);
      expect(signedOut.location).toBe('/staff/sign-in?next=%2Fstaff');
      const noToken = await postForm(
        suite.server,
        `/staff/openings/${id}`,
        { intent: 'publish', version: '1' },
        [hr.cookie],
      );
      expect(noToken.status).toBe(403);
      const otherToken = await postForm(
        suite.server,
        '/staff/openings/new',
        { csrf: 'x'.repeat(43), ...openingForm() },
        [hr.cookie],
      );
      expect(otherToken.status).toBe(403);
      const crossSite = await fetch(`${suite.server.origin}/staff/openings/${id}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://attacker.example',
          Cookie: hr.cookie,
        },
        body: new URLSearchParams({ csrf: hr.csrf, intent: 'publish', version: '1' }).toString(),
      });
      expect(crossSite.status).toBe(403);
      expect(await count('opening_changes')).toBe(before);
      const status = await suite.backend.query<{ status: string }>(
        `select status from openings where id = '${id}'`,
      );
      expect(status).toEqual([{ status: 'draft' }]);
    });

    it('should take a 20,000-character description in any script, and refuse more', async () => {
      const hr = await signedIn('writer@ngs.example');
      const before = await count('openings');
      // Telugu: each letter is nine bytes once url-encoded, 180 KB in all.
      const longest = 'ఉ'.repeat(20_000);
      const taken = await postForm(
        suite.server,
        '/staff/openings/new',
        { csrf: hr.csrf, ...openingForm({ title: 'Telugu copywriter', description: longest }) },
        [hr.cookie],
      );
      expect(taken.status).toBe(303);
      const tooLong = await postForm(
        suite.server,
        '/staff/openings/new',
        { csrf: hr.csrf, ...openingForm({ description: 'x'.repeat(20_001) }) },
        [hr.cookie],
      );
      expect(tooLong.status).toBe(400);
      expect(tooLong.html).toContain(openingTexts.messages.descriptionTooLong);
      // Past the form's 200 KB the post is not read at all.
      const oversize = await postForm(
        suite.server,
        '/staff/openings/new',
        { csrf: hr.csrf, ...openingForm({ description: 'ఉ'.repeat(23_000) }) },
        [hr.cookie],
      );
      expect(oversize.status).toBe(413);
      expect(await count('openings')).toBe(before + 1);
    });

    it('should close the connection of a post it did not read, and say so, so no request is lost on it', async () => {
      // What is left of an unread body is dropped, then its connection, up to half a second on.
      // A client that reused it meanwhile, as fetch and browsers keep connections alive, lost
      // its request ("other side closed"): here, pages asked for during the second after.
      const hr = await signedIn('reuser@ngs.example');
      const lost: string[] = [];
      for (let round = 0; round < 3; round += 1) {
        const oversize = { csrf: hr.csrf, ...openingForm({ description: 'ఉ'.repeat(23_000) }) };
        const refused = await fetch(`${suite.server.origin}/staff/openings/new`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Origin: suite.server.origin,
            Cookie: hr.cookie,
          },
          body: new URLSearchParams(oversize).toString(),
        });
        await refused.body?.cancel();
        expect(refused.status).toBe(413);
        expect(refused.headers.get('connection')).toBe('close');
        const until = performance.now() + 1000;
        while (performance.now() < until) {
          const next = await getPage(suite.server, '/staff/openings', [hr.cookie]).catch(
            (error: Error) => error,
          );
          if (next instanceof Error) lost.push(`round ${round}: ${String(next.cause ?? next)}`);
        }
      }
      expect(lost).toEqual([]);
    });

    it('should cut off a streamed body past the largest form, signed in or not', async () => {
      // Chunked, with no declared length: counted as it arrives, never buffered whole. The upload
      // stops once the answer comes, as a browser's does: writing on would race the server
      // closing the connection ("other side closed" on a busy machine).
      const streamed = (path: string, megabytes: number) =>
        new Promise<{ status: number }>((resolve, reject) => {
          const { hostname, port } = new URL(suite.server.origin);
          let answered = false;
          const outgoing = request(
            {
              hostname,
              port,
              path,
              method: 'POST',
              headers: {
                'Content-Type': 'application/x-www-form-urlencoded',
                Origin: suite.server.origin,
                'Transfer-Encoding': 'chunked',
              },
            },
            (response) => {
              answered = true;
              response.resume();
              resolve({ status: response.statusCode ?? 0 });
              outgoing.destroy();
            },
          );
          outgoing.on('error', (error) => {
            if (!answered) reject(error);
          });
          const chunk = Buffer.from(`a=${'x'.repeat(64 * 1024)}&`);
          let sent = 0;
          const writeMore = () => {
            while (!answered && sent < megabytes * 16) {
              sent += 1;
              if (!outgoing.write(chunk)) return void outgoing.once('drain', writeMore);
            }
            if (!answered) outgoing.end();
          };
          writeMore();
        });
      for (const path of ['/staff/sign-in', '/candidate/sign-in']) {
        const answer = await streamed(path, 8);
        expect(answer.status, path).toBe(413);
      }
      expect((await getPage(suite.server, '/staff/sign-in')).status).toBe(200);
    });

    it('should refuse a description too complex to render, at once, and keep answering', async () => {
      const hr = await signedIn('nester@ngs.example');
      const started = performance.now();
      const refused = await postForm(
        suite.server,
        '/staff/openings/new',
        { csrf: hr.csrf, ...openingForm({ description: `${'- '.repeat(9_999)}a` }) },
        [hr.cookie],
      );
      expect(refused.status).toBe(400);
      expect(refused.html).toContain(openingTexts.messages.descriptionTooComplex.slice(0, 30));
      // Rendered in full it takes micromark 32 s, with every other request waiting.
      expect(performance.now() - started).toBeLessThan(5_000);
      expect((await getPage(suite.server, '/staff/openings', [hr.cookie])).status).toBe(200);
    });

    it('should show what staff type as text, never as markup, and answer unknown openings with 404', async () => {
      const hr = await signedIn('hostile@ngs.example');
      const hostile = '<img src=x onerror=alert(1)>';
      const created = await postForm(
        suite.server,
        '/staff/openings/new',
        {
          csrf: hr.csrf,
          ...openingForm({
            title: `Tester ${hostile}`,
            team: `</script><script>alert(2)</script>`,
            description: `${hostile}\n\n[link](javascript:alert(3))`,
          }),
        },
        [hr.cookie],
      );
      expect(created.status).toBe(303);
      const page = await getPage(suite.server, created.location!, [hr.cookie]);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain('<img src=x');
      expect(page.html).not.toContain('<script>alert(2)');
      // The Markdown stays in its field as typed; the preview's link has lost its address.
      expect(page.html).not.toMatch(/href="javascript:/i);
      expect(page.html).toContain('<a href="">link</a>');
      expect(page.html).toContain('&lt;img src=x onerror=alert(1)&gt;');

      for (const path of [
        '/staff/openings/00000000-0000-4000-8000-000000000000',
        "/staff/openings/x'%20or%20'1'='1",
      ]) {
        expect((await getPage(suite.server, path, [hr.cookie])).status, path).toBe(404);
        const post = await postForm(
          suite.server,
          path,
          { csrf: hr.csrf, intent: 'close', version: '1' },
          [hr.cookie],
        );
        expect(post.status, path).toBe(404);
      }
    });
  });
}
