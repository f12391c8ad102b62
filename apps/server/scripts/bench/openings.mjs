// Openings published the way HR publishes them, over HTTP against a running server: an account
// made with the staff command, its password and authenticator app set on the set-password page, a
// sign-in, then each opening created and published through the staff's own forms. The bench's
// careers cases, the site's careers e2e suite and its Lighthouse gate all seed from here, so the
// pages they measure are the ones visitors get.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as OTPAuth from 'otpauth';

const staffCommand = join(import.meta.dirname, '..', 'staff.mjs');
const staffPassword = 'Harbour lights over the bay';

/**
 * @typedef {'hyderabad' | 'kakinada' | 'remote'} Place
 * @typedef {object} OpeningDraft  what HR types into the staff's opening form
 * @property {string} title
 * @property {'job' | 'internship'} type
 * @property {string} team
 * @property {Place[]} locations
 * @property {'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN'} employmentType
 * @property {string} description  Markdown
 * @property {{ min: number, max: number, per: 'month' | 'year' }} [pay]
 * @property {number} positions
 * @property {number} [closesInDays]  how long it stays open from today; 60 days by default
 *
 * @typedef {OpeningDraft & { id: string, slug: string, path: string }} PublishedOpening
 */

/** A few roles as a 50-person company posts them: jobs and internships, each office and remote. */
/** @type {OpeningDraft[]} */
export const sampleOpenings = [
  {
    title: 'React developer',
    type: 'job',
    team: 'Web Development',
    locations: ['hyderabad', 'remote'],
    employmentType: 'FULL_TIME',
    pay: { min: 600_000, max: 900_000, per: 'year' },
    positions: 2,
    description: [
      'Build the **screens** our clients use every day: fast, accessible, and tested.',
      '## What you will do',
      '- Turn designs into React components with the design team',
      '- Keep pages fast on mid-range phones and slow networks',
      '- Review code and pair with the other developers',
      '## What you need',
      '- Two years of React and TypeScript',
      '- Care for HTML, CSS and accessibility',
    ].join('\n\n'),
  },
  {
    title: 'Cloud engineer',
    type: 'job',
    team: 'Cloud Computing',
    locations: ['hyderabad'],
    employmentType: 'FULL_TIME',
    positions: 1,
    description: [
      'Run the infrastructure our clients’ applications live on, and keep its bills predictable.',
      '## What you will do',
      '- Provision environments as code',
      '- Watch costs, backups and alerts',
      '## What you need',
      '- Experience with one major cloud provider and Linux',
    ].join('\n\n'),
  },
  {
    title: 'UI design intern',
    type: 'internship',
    team: 'UI / UX Design',
    locations: ['kakinada'],
    employmentType: 'INTERN',
    pay: { min: 15_000, max: 20_000, per: 'month' },
    positions: 3,
    description: [
      'Six months on live client projects, with a designer beside you.',
      '## What you will learn',
      '- Research with real users',
      '- Wireframes, prototypes and design systems',
    ].join('\n\n'),
  },
  {
    title: 'Data analyst intern',
    type: 'internship',
    team: 'Artificial Intelligence(AI)',
    locations: ['remote'],
    employmentType: 'INTERN',
    positions: 2,
    description: [
      'Clean, query and chart the data our AI projects start from.',
      '## What you need',
      '- SQL, and Python or a spreadsheet you know well',
    ].join('\n\n'),
  },
];

/** `YYYY-MM-DD`, `days` from today. */
const dayFromToday = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The staff's opening form as a browser sends it: a ticked box is sent, an unticked one is not.
 * @param {OpeningDraft} opening
 * @returns {Record<string, string>}
 */
function formOf(opening) {
  return {
    title: opening.title,
    type: opening.type,
    team: opening.team,
    ...Object.fromEntries(opening.locations.map((place) => [`location-${place}`, 'on'])),
    employmentType: opening.employmentType,
    description: opening.description,
    salaryMin: opening.pay ? String(opening.pay.min) : '',
    salaryMax: opening.pay ? String(opening.pay.max) : '',
    salaryPeriod: opening.pay?.per ?? 'year',
    closesOn: dayFromToday(opening.closesInDays ?? 60),
    positions: String(opening.positions),
  };
}

/** The text of a page's links, entities read back: what the title was written as. */
const unescapeHtml = (/** @type {string} */ html) =>
  html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * HR's desk: a staff account on the server at `origin`, signed in, and the forms it publishes
 * with. `storeEnv` is the server's store (`DATA_DIR`, and `DATABASE_URL` for PostgreSQL), which
 * the staff command writes the account into.
 * @param {string} origin
 * @param {Record<string, string | undefined>} storeEnv
 * @param {string} [email]
 */
export async function staffDesk(origin, storeEnv, email = 'hr@ngs.example') {
  let cookies = '';
  /**
   * @param {string} path
   * @param {Record<string, string>} [fields]  posted as a form when given, else a GET
   */
  const send = async (path, fields) => {
    const response = await fetch(origin + path, {
      redirect: 'manual',
      ...(fields
        ? {
            method: 'POST',
            body: new URLSearchParams(fields),
            headers: { Origin: origin, ...(cookies ? { Cookie: cookies } : {}) },
          }
        : { headers: cookies ? { Cookie: cookies } : {} }),
    });
    const html = await response.text();
    return { status: response.status, html, response };
  };
  /** @param {Awaited<ReturnType<typeof send>>} answer @param {number} status @param {string} step */
  const expectStatus = (answer, status, step) => {
    if (answer.status !== status) {
      throw new Error(`${step}: ${answer.status}, not ${status}\n${answer.html.slice(0, 800)}`);
    }
  };

  const env = { ...process.env, ...storeEnv };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [staffCommand, 'user', 'add', email],
    { env },
  );
  const token = /token=([\w-]+)/.exec(stdout)?.[1];
  if (!token) throw new Error(`The staff command printed no set-password link:\n${stdout}`);

  // The phone: an authenticator app that reads the page's otpauth: link. A code works once.
  const setPasswordPage = await send(`/staff/set-password?token=${token}`);
  const appLink = /href="(otpauth:\/\/totp\/[^"]+)"/.exec(setPasswordPage.html)?.[1];
  if (!appLink) throw new Error(`No authenticator link on the set-password page`);
  const totp = /** @type {OTPAuth.TOTP} */ (OTPAuth.URI.parse(appLink.replaceAll('&amp;', '&')));
  const stepNow = () => Math.floor(Date.now() / 1000 / totp.period);
  let lastStep = stepNow() - 2;
  const nextCode = () => {
    lastStep = Math.max(stepNow() - 1, lastStep + 1);
    return totp.generate({ timestamp: lastStep * totp.period * 1000 });
  };

  const set = await send('/staff/set-password', {
    token,
    password: staffPassword,
    code: nextCode(),
  });
  expectStatus(set, 200, 'set-password');
  const signedIn = await send('/staff/sign-in', {
    email,
    password: staffPassword,
    code: nextCode(),
  });
  expectStatus(signedIn, 303, 'sign-in');
  cookies = signedIn.response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const openingsScreen = await send('/staff/openings');
  expectStatus(openingsScreen, 200, 'the openings screen');
  const csrf = /name="csrf" value="([^"]+)"/.exec(openingsScreen.html)?.[1] ?? '';

  /** @param {string} id @param {OpeningDraft} opening @param {'publish' | 'close'} intent */
  async function change(id, opening, intent) {
    const screen = await send(`/staff/openings/${id}`);
    const version = /name="version" value="(\d+)"/.exec(screen.html)?.[1] ?? '';
    const answer = await send(`/staff/openings/${id}`, {
      csrf,
      ...formOf(opening),
      intent,
      version,
    });
    expectStatus(answer, 303, `${intent} ${opening.title}`);
  }

  return {
    /**
     * Created, published, and found by its title on `/career`, where its public address is.
     * @param {OpeningDraft} opening
     * @returns {Promise<PublishedOpening>}
     */
    async publish(opening) {
      const created = await send('/staff/openings/new', {
        csrf,
        ...formOf(opening),
        intent: 'save',
      });
      expectStatus(created, 303, `create ${opening.title}`);
      const location = created.response.headers.get('location') ?? '';
      const id = /\/staff\/openings\/([0-9a-f-]{36})/.exec(location)?.[1];
      if (!id) throw new Error(`create ${opening.title}: sent to ${location}`);
      await change(id, opening, 'publish');
      const list = await send('/career');
      const slug = [
        ...list.html.matchAll(/href="\/career\/openings\/([a-z0-9-]+)">([^<]*)</g),
      ].find((link) => unescapeHtml(link[2] ?? '') === opening.title)?.[1];
      if (!slug) throw new Error(`${opening.title} is published but not listed on /career`);
      return { ...opening, id, slug, path: `/career/openings/${slug}` };
    },
    /** @param {PublishedOpening} opening */
    close: (opening) => change(opening.id, opening, 'close'),
  };
}

/**
 * `openings` published one after the other (the last is the newest) by a new staff account.
 * @param {string} origin
 * @param {Record<string, string | undefined>} storeEnv
 * @param {OpeningDraft[]} [openings]
 */
export async function publishOpenings(origin, storeEnv, openings = sampleOpenings) {
  const desk = await staffDesk(origin, storeEnv);
  /** @type {PublishedOpening[]} */
  const published = [];
  for (const opening of openings) published.push(await desk.publish(opening));
  return { desk, published };
}
