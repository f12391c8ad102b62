import { describe, expect, it } from 'vitest';
import { applicationForm, openingTexts } from '@ngs/content';
import { postgresUrl, serverForSuite, type RunningServer } from '../src/testing/harness';
import { applicationFields, postApplication } from '../src/testing/payloads';
import {
  csrfIn,
  getPage,
  postForm,
  staffMember,
  staffSignIn,
  together,
  webDist,
} from '../src/testing/signedIn';

// Issue 34: the careers pages made from the openings staff publish, with no build: the list and
// its filters, each opening's page with its structured data, the feed and the sitemap; served
// with entity tags that every change replaces, to visitors and to attackers alike.

const texts = openingTexts;

const openingForm = (fields: Record<string, string> = {}) => ({
  title: 'React developer',
  type: 'job',
  team: 'Web Development',
  'location-hyderabad': 'on',
  'location-remote': 'on',
  employmentType: 'FULL_TIME',
  description: 'Build **screens**.\n\n## What you need\n\n- React',
  salaryMin: '600000',
  salaryMax: '900000',
  salaryPeriod: 'year',
  closesOn: '2099-12-31',
  positions: '2',
  ...fields,
});

/** The JSON-LD blocks of a page, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

const conditional = (server: RunningServer, path: string, etag: string) =>
  fetch(server.origin + path, { headers: { 'If-None-Match': etag } });

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`the careers pages, on ${kind}`, () => {
    const suite = serverForSuite(kind, { SITE_DIST: webDist, STAFF_SIGN_INS_PER_MINUTE: '1000' });

    /** A staff member's session, and their way to write openings through the staff's forms. */
    const hr = async (email: string) => {
      const member = await staffMember(suite.server, suite.backend.env, email);
      const cookie = (await staffSignIn(suite.server, member)).cookie!;
      const csrf = csrfIn((await getPage(suite.server, '/staff/openings', [cookie])).html);
      const post = (path: string, fields: Record<string, string>) =>
        postForm(suite.server, path, { csrf, ...fields }, [cookie]);
      return {
        /** A staff screen, as this member sees it. */
        see: (path: string) => getPage(suite.server, path, [cookie]),
        async create(fields: Record<string, string>) {
          const created = await post('/staff/openings/new', { ...fields, intent: 'save' });
          expect(created.status, 'created').toBe(303);
          const id = /\/staff\/openings\/([0-9a-f-]{36})\?/.exec(created.location ?? '')![1]!;
          const slug = (
            await suite.backend.query<{ slug: string }>(
              `select slug from openings where id = '${id}'`,
            )
          )[0]!.slug;
          return { id, slug };
        },
        async change(id: string, fields: Record<string, string>, intent: string) {
          const version = (
            await suite.backend.query<{ version: number }>(
              `select version from openings where id = '${id}'`,
            )
          )[0]!.version;
          const answer = await post(`/staff/openings/${id}`, {
            ...fields,
            intent,
            version: String(version),
          });
          expect(answer.status, intent).toBe(303);
        },
      };
    };

    it('should list nothing while nothing is open, and offer the general applications', async () => {
      const page = await getPage(suite.server, '/career');
      expect(page.status).toBe(200);
      expect(page.html).toContain(texts.list.noneOpen.title);
      expect(page.html).toContain('href="/apply?type=job"');
      expect(page.html).toContain('href="/apply?type=internship"');
      const sitemap = await getPage(suite.server, '/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.html).toContain('<loc>https://www.ngs.co.in/career</loc>');
      expect(sitemap.html).not.toContain('/career/openings/');
      const feed = await getPage(suite.server, '/career/openings.atom');
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
      expect(feed.html).not.toContain('<entry>');
    });

    it('should show a published opening at once, filter the list, and keep drafts out', async () => {
      const staff = await hr('lister@ngs.example');
      const react = await staff.create(openingForm());
      const internForm = openingForm({
        title: 'Design intern',
        type: 'internship',
        team: 'UI/UX Design',
        'location-kakinada': 'on',
        employmentType: 'INTERN',
        salaryMin: '',
        salaryMax: '',
      });
      // A box sent at all counts as ticked: the internship is in Kakinada only.
      delete (internForm as Record<string, string>)['location-hyderabad'];
      delete (internForm as Record<string, string>)['location-remote'];
      const intern = await staff.create(internForm);
      const draft = await staff.create(openingForm({ title: 'Secret draft role' }));
      const before = await getPage(suite.server, '/career');
      expect(before.html).toContain(texts.list.noneOpen.title);

      await staff.change(react.id, openingForm(), 'publish');
      await staff.change(intern.id, internForm, 'publish');

      const list = await getPage(suite.server, '/career');
      expect(list.status).toBe(200);
      expect(list.html).toContain(`href="/career/openings/${react.slug}"`);
      expect(list.html).toContain(`href="/career/openings/${intern.slug}"`);
      expect(list.html).not.toContain('Secret draft role');
      // Newest first: the internship was published after the React role.
      expect(list.html.indexOf('Design intern')).toBeLessThan(list.html.indexOf('React developer'));

      const listed = async (query: string) => {
        const html = (await getPage(suite.server, `/career${query}`)).html;
        return ['React developer', 'Design intern'].filter((title) =>
          html.includes(`>${title}</a>`),
        );
      };
      expect(await listed('?type=internship')).toEqual(['Design intern']);
      expect(await listed('?type=job')).toEqual(['React developer']);
      expect(await listed('?location=remote')).toEqual(['React developer']);
      expect(await listed('?location=kakinada&type=internship')).toEqual(['Design intern']);
      expect(await listed(`?team=${encodeURIComponent('UI/UX Design')}`)).toEqual([
        'Design intern',
      ]);
      const none = await getPage(suite.server, '/career?location=kakinada&type=job');
      expect(none.html).toContain(texts.list.noneMatch.title);
      // A value that cannot be a filter lists everything, and is never written into the page.
      const hostile = await getPage(
        suite.server,
        `/career?type=${encodeURIComponent('<script>alert(1)</script>')}&location=mars`,
      );
      expect(hostile.status).toBe(200);
      expect(hostile.html).not.toContain('alert(1)');
      expect(await listed('?type=%3Cscript%3E')).toEqual(['React developer', 'Design intern']);
      expect(await listed('?team=No%20such%20team')).toEqual(['React developer', 'Design intern']);

      const draftPage = await getPage(suite.server, `/career/openings/${draft.slug}`);
      expect(draftPage.status).toBe(404);
      expect(draftPage.html).not.toContain('Secret draft role');
      for (const path of [
        '/career/openings/no-such-role',
        '/career/openings/..%2f..%2fstaff',
        `/career/openings/${react.slug}%00`,
        `/career/openings/${'a'.repeat(500)}`,
      ]) {
        expect((await getPage(suite.server, path)).status, path).toBe(404);
      }
    });

    it('should give an open opening its page, structured data, feed entry and sitemap line', async () => {
      const staff = await hr('writer@ngs.example');
      const { id, slug } = await staff.create(openingForm({ title: 'Cloud engineer' }));
      await staff.change(id, openingForm({ title: 'Cloud engineer' }), 'publish');

      const page = await getPage(suite.server, `/career/openings/${slug}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h1');
      expect(page.html).toContain('Cloud engineer');
      expect(page.html).toContain('<strong>screens</strong>');
      // Its headings sit under the page's own "About the role".
      expect(page.html).toContain('<h3>What you need</h3>');
      expect(page.html).toContain(`href="/apply?opening=${slug}"`);
      expect(page.html).toContain(texts.page.apply);
      expect(page.html).not.toContain(texts.page.closed.title);
      const [posting] = structuredData(page.html);
      expect(posting).toMatchObject({
        '@type': 'JobPosting',
        title: 'Cloud engineer',
        validThrough: '2099-12-31T23:59:59+05:30',
        employmentType: 'FULL_TIME',
        directApply: true,
        identifier: { value: id },
      });
      expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(page.headers.get('etag')).toMatch(/^(W\/)?"/);

      const feed = await getPage(suite.server, '/career/openings.atom');
      expect(feed.html).toContain(`<link href="https://www.ngs.co.in/career/openings/${slug}"`);
      expect(feed.html).toContain('<title type="html"><![CDATA[Cloud engineer]]></title>');
      const sitemap = await getPage(suite.server, '/sitemap.xml');
      const updatedAt = (
        await suite.backend.query<{ updated_at: string }>(
          `select updated_at from openings where id = '${id}'`,
        )
      )[0]!.updated_at;
      expect(sitemap.html).toContain(
        `<url><loc>https://www.ngs.co.in/career/openings/${slug}</loc><lastmod>${updatedAt}</lastmod></url>`,
      );

      // Closed: the address still answers and says so, without structured data, out of the
      // list, the feed and the sitemap, and out of search results.
      await staff.change(id, openingForm({ title: 'Cloud engineer' }), 'close');
      const closed = await getPage(suite.server, `/career/openings/${slug}`);
      expect(closed.status).toBe(200);
      expect(closed.html).toContain(texts.page.closed.title);
      expect(closed.html).not.toContain(`href="/apply?opening=${slug}"`);
      expect(structuredData(closed.html)).toEqual([]);
      expect(closed.html).toContain('<meta name="robots" content="noindex"');
      expect((await getPage(suite.server, '/career')).html).not.toContain(
        `/career/openings/${slug}"`,
      );
      expect((await getPage(suite.server, '/career/openings.atom')).html).not.toContain(slug);
      expect((await getPage(suite.server, '/sitemap.xml')).html).not.toContain(slug);
    });

    it('should answer 304 to its own entity tag until staff change the opening', async () => {
      const staff = await hr('tagger@ngs.example');
      const { id, slug } = await staff.create(openingForm({ title: 'Data analyst' }));
      await staff.change(id, openingForm({ title: 'Data analyst' }), 'publish');
      const path = `/career/openings/${slug}`;

      const first = await fetch(suite.server.origin + path);
      const etag = first.headers.get('etag')!;
      const csp = first.headers.get('content-security-policy')!;
      const html = await first.text();
      // The router's scripts run by the page's nonce, and the 304 keeps the same one: a cached
      // page and the policy its revalidation sends always agree.
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      expect(html).toContain(`nonce="${nonce}"`);
      const again = await conditional(suite.server, path, etag);
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('content-security-policy')).toBe(csp);
      // Known by its entity tag alone: two pages made in one second, or by two servers, differ.
      expect(first.headers.get('last-modified')).toBeNull();
      const sinceOnly = await fetch(suite.server.origin + path, {
        headers: { 'If-Modified-Since': new Date(Date.now() + 60_000).toUTCString() },
      });
      expect(sinceOnly.status).toBe(200);
      // One spelling per page (D5).
      const misspelt = await fetch(`${suite.server.origin}${path.toUpperCase()}/`, {
        redirect: 'manual',
      });
      expect(misspelt.status).toBe(301);
      expect(misspelt.headers.get('location')).toBe(path);
      const head = await fetch(suite.server.origin + path, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('etag')).toBe(etag);

      const listTag = (await fetch(`${suite.server.origin}/career`)).headers.get('etag')!;
      expect((await conditional(suite.server, '/career', listTag)).status).toBe(304);

      await staff.change(id, openingForm({ title: 'Data analyst', positions: '3' }), 'save');
      const changed = await conditional(suite.server, path, etag);
      expect(changed.status).toBe(200);
      expect(await changed.text()).toContain('3 positions');
      expect(changed.headers.get('etag')).not.toBe(etag);
      expect((await conditional(suite.server, '/career', listTag)).status).toBe(200);
    });

    it('should make a changed page once for 25 visitors at once, each with the same page', async () => {
      const staff = await hr('rush@ngs.example');
      const { id, slug } = await staff.create(openingForm({ title: 'Rush role' }));
      await staff.change(id, openingForm({ title: 'Rush role' }), 'publish');
      const path = `/career/openings/${slug}`;
      const answers = await Promise.all(
        Array.from({ length: 25 }, () => fetch(suite.server.origin + path)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(200));
      expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1);
      const counted = await together(25, () => fetch(suite.server.origin + '/career'));
      expect(counted).toEqual({ 200: 25 });
    });

    it('should tie an application to its opening, and refuse one for a role not open', async () => {
      const staff = await hr('recruiter@ngs.example');
      const { id, slug } = await staff.create(
        openingForm({ title: 'QA intern', type: 'internship', employmentType: 'INTERN' }),
      );
      const draft = await staff.create(openingForm({ title: 'Unpublished role' }));
      await staff.change(
        id,
        openingForm({ title: 'QA intern', type: 'internship', employmentType: 'INTERN' }),
        'publish',
      );

      const form = await getPage(suite.server, `/apply?opening=${slug}`);
      expect(form.status).toBe(200);
      expect(form.html).toContain(applicationForm.opening.label);
      expect(form.html).toContain(`href="/career/openings/${slug}">QA intern</a>`);
      expect(form.html).toContain(`name="openingId" value="${id}"`);
      expect(form.html).toContain('name="jobTitle" value="QA intern"');
      // An address that names no opening, or a draft's, is the general form.
      for (const query of ['?opening=no-such-role', `?opening=${draft.slug}`, '?opening=%3Cb%3E']) {
        const general = await getPage(suite.server, `/apply${query}`);
        expect(general.status, query).toBe(200);
        expect(general.html, query).not.toContain('name="openingId"');
      }

      const applicationOf = async (applicationId: string) =>
        (
          await suite.backend.query<{
            opening_id: string;
            job_title: string;
            application_type: string;
            notification_consent_text: string | null;
          }>(
            `select opening_id, job_title, application_type, notification_consent_text from applications where id = '${applicationId}'`,
          )
        )[0];
      // The title and type stored are the opening's, whatever the form claimed.
      const sent = await postApplication(suite.server.origin, {
        fields: applicationFields({
          openingId: id,
          jobTitle: 'Chief executive',
          applicationType: 'job',
          email: 'qa.intern@example.com',
        }),
      });
      expect(sent.status).toBe(201);
      expect(await applicationOf(sent.body.id!)).toEqual({
        opening_id: id,
        job_title: 'QA intern',
        application_type: 'internship',
        // The alerts box was ticked: its words are kept with the consent.
        notification_consent_text: applicationForm.fields.notificationJob.label,
      });
      const general = await postApplication(suite.server.origin, {
        fields: applicationFields({ email: 'general@example.com' }),
      });
      expect(general.status).toBe(201);
      expect(await applicationOf(general.body.id!)).toMatchObject({
        opening_id: null,
        job_title: null,
      });

      const count = async () =>
        Number(
          (await suite.backend.query<{ n: number }>('select count(*) as n from applications'))[0]
            ?.n,
        );
      const before = await count();
      for (const openingId of [draft.id, 'not-an-id', "' or 1=1 --", crypto.randomUUID()]) {
        const refused = await postApplication(suite.server.origin, {
          fields: applicationFields({ openingId, email: 'sneaky@example.com' }),
        });
        expect(refused.status, openingId).toBe(422);
        expect(refused.body.fields?.['openingId']).toBe(applicationForm.opening.closed);
      }
      expect(await count()).toBe(before);

      // Staff find them by opening and by status, each choice counted, and see the pipeline.
      const inbox = async (query: string) => {
        const html = (await staff.see(`/staff${query}`)).html;
        const listed = ['qa.intern@example.com', 'general@example.com'].filter((email) =>
          html.includes(`>${email}<`),
        );
        return { html, listed };
      };
      const forOpening = await inbox(`?opening=${id}`);
      expect(forOpening.listed).toEqual(['qa.intern@example.com']);
      expect(forOpening.html).toContain('>QA intern (1)</option>');
      expect(forOpening.html).toContain('>General applications (1)</option>');
      expect(forOpening.html).toContain('>Received (1)</option>');
      expect(forOpening.html).toContain('>Interview (0)</option>');
      expect((await inbox('?opening=general')).listed).toEqual(['general@example.com']);
      expect((await inbox(`?opening=${id}&status=interview`)).listed).toEqual([]);
      // Anything else is no filter at all, never a query of its own.
      expect((await inbox(`?opening=${encodeURIComponent("' or 1=1 --")}`)).listed).toHaveLength(2);
      const pipeline = (await staff.see(`/staff/openings/${id}`)).html;
      expect(pipeline).toContain(
        `href="/staff?status=received&amp;opening=${id}">Received (1)</a>`,
      );
      expect(pipeline).toContain(`>Offer (0)</a>`);

      // Closed while the applicant was typing: told so, without script too, with what they typed.
      await staff.change(
        id,
        openingForm({ title: 'QA intern', type: 'internship', employmentType: 'INTERN' }),
        'close',
      );
      const late = applicationFields({
        openingId: id,
        jobTitle: 'QA intern',
        email: 'late@example.com',
      });
      const page = await fetch(`${suite.server.origin}/job/apply`, {
        method: 'POST',
        headers: { Accept: 'text/html' },
        body: (() => {
          const body = new FormData();
          for (const [name, value] of Object.entries(late)) body.append(name, value);
          return body;
        })(),
      });
      const html = await page.text();
      expect(page.status).toBe(422);
      expect(html).toContain(applicationForm.opening.closed);
      expect(html).toContain('value="late@example.com"');
      expect(html).not.toContain(`name="openingId"`);
      expect(await count()).toBe(before);
    });

    it('should keep what staff wrote as text: no markup or script of theirs reaches the page', async () => {
      const staff = await hr('mallory@ngs.example');
      const title = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
      const { id, slug } = await staff.create(
        openingForm({
          title,
          team: '"><svg onload=alert(3)>',
          description: '<script>alert(4)</script>\n\n[click](javascript:alert(5))',
        }),
      );
      await staff.change(
        id,
        openingForm({
          title,
          team: '"><svg onload=alert(3)>',
          description: '<script>alert(4)</script>\n\n[click](javascript:alert(5))',
        }),
        'publish',
      );
      for (const path of [`/career/openings/${slug}`, '/career', '/career/openings.atom']) {
        const page = await getPage(suite.server, path);
        expect(page.status, path).toBe(200);
        expect(page.html, path).not.toMatch(
          /<script>alert|<img src=x|<svg onload|javascript:alert/,
        );
      }
      const page = await getPage(suite.server, `/career/openings/${slug}`);
      const [posting] = structuredData(page.html);
      expect(posting?.['title']).toBe(title);
    });
  });
}
