import { expect } from 'vitest';
import * as OTPAuth from 'otpauth';
import { staff, type Env, type RunningServer } from './harness';

// What the break-in suites share: the site's real build (the signed-in screens need its
// renderer), plain form posts as a browser without script sends them, and staff accounts.

export { webDist } from './serverPaths';

export interface FormAnswer {
  status: number;
  html: string;
  location: string | null;
  /** The `name=value` of the first cookie set, or null. */
  cookie: string | null;
  /** Every cookie set, as `name=value`. */
  cookies: string[];
  /** The first Set-Cookie header whole, attributes included. */
  setCookie: string | null;
  headers: Headers;
}

async function answerOf(response: Response): Promise<FormAnswer> {
  const setCookies = response.headers.getSetCookie();
  const cookies = setCookies.map((header) => header.split(';')[0]!);
  return {
    status: response.status,
    html: await response.text(),
    location: response.headers.get('location'),
    cookie: cookies[0] ?? null,
    cookies,
    setCookie: setCookies[0] ?? null,
    headers: response.headers,
  };
}

/** A url-encoded form post, as a browser sends it, with the cookies given. */
export async function postForm(
  server: RunningServer,
  path: string,
  fields: Record<string, string>,
  cookies: readonly (string | null)[] = [],
): Promise<FormAnswer> {
  const cookie = cookies.filter(Boolean).join('; ');
  return answerOf(
    await fetch(server.origin + path, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: server.origin,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

export async function getPage(
  server: RunningServer,
  path: string,
  cookies: readonly (string | null)[] = [],
): Promise<FormAnswer> {
  const cookie = cookies.filter(Boolean).join('; ');
  return answerOf(
    await fetch(server.origin + path, {
      redirect: 'manual',
      headers: cookie ? { Cookie: cookie } : {},
    }),
  );
}

/** The value of the hidden `csrf` field of the page's forms. */
export const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** Sends `count` copies of a request at once and counts their statuses. */
export async function together(
  count: number,
  send: () => Promise<{ status: number }>,
): Promise<Record<number, number>> {
  const answers = await Promise.all(Array.from({ length: count }, send));
  const counted: Record<number, number> = {};
  for (const { status } of answers) counted[status] = (counted[status] ?? 0) + 1;
  return counted;
}

export const staffPassword = 'Harbour lights over the bay';

export interface StaffMember {
  email: string;
  password: string;
  /** The authenticator app's secret, read from the set-password page as a person would. */
  secret: string;
  recoveryCodes: string[];
  /** The next second factor that has not been used: a code of the app, else a recovery code. */
  nextCode: () => string;
}

/** The grouped base32 key the set-password page shows for typing into an app. */
const secretOnPage = (html: string) =>
  /<code[^>]*>([A-Z2-7]{4}(?: [A-Z2-7]{1,4})+)<\/code>/.exec(html)?.[1]?.replace(/ /g, '') ?? '';

/** The address an authenticator app reads, from the page's "add it to an app" link. */
const appLinkOnPage = (html: string) =>
  /href="(otpauth:\/\/totp\/[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';

/**
 * The staff member's phone: an authenticator app (a TOTP implementation other than the
 * server's) that has read the link's address, and gives the code of any 30-second step.
 */
export function authenticatorApp(otpauthUri: string) {
  const totp = OTPAuth.URI.parse(otpauthUri) as OTPAuth.TOTP;
  const stepNow = () => Math.floor(Date.now() / 1000 / totp.period);
  return {
    stepNow,
    codeAt: (step: number) => totp.generate({ timestamp: step * totp.period * 1000 }),
  };
}

/**
 * A staff account made with `pnpm staff user add`, its password set and its authenticator app
 * enrolled through the link's page, as its owner would.
 */
export async function staffMember(
  server: RunningServer,
  env: Env,
  email = 'hr@ngs.example',
): Promise<StaffMember> {
  const added = await staff(['user', 'add', email], env);
  expect(added.code, added.stderr).toBe(0);
  const token = /token=([\w-]+)/.exec(added.stdout)![1]!;
  const page = await getPage(server, `/staff/set-password?token=${token}`);
  const secret = secretOnPage(page.html);
  expect(secret, 'the key on the set-password page').toMatch(/^[A-Z2-7]{32}$/);
  const app = authenticatorApp(appLinkOnPage(page.html));
  let lastStep = app.stepNow();
  const set = await postForm(server, '/staff/set-password', {
    token,
    password: staffPassword,
    code: app.codeAt(lastStep),
  });
  expect(set.status, 'set-password').toBe(200);
  const recoveryCodes = [
    ...set.html.matchAll(/<code>([a-z2-7]{6}(?:-[a-z2-7]{6}){3})<\/code>/g),
  ].map((match) => match[1]!);
  expect(recoveryCodes).toHaveLength(10);
  const spare = [...recoveryCodes];
  return {
    email,
    password: staffPassword,
    secret,
    recoveryCodes,
    nextCode() {
      // A code works once; the app's codes of the step before and after the current one count.
      const step = Math.max(app.stepNow() - 1, lastStep + 1);
      if (step <= app.stepNow() + 1) {
        lastStep = step;
        return app.codeAt(step);
      }
      return spare.shift() ?? '';
    },
  };
}

/** The staff sign-in form, sent with the member's next unused code unless told otherwise. */
export const staffSignIn = (
  server: RunningServer,
  member: StaffMember,
  overrides: Partial<{ email: string; password: string; code: string }> = {},
  cookies: readonly (string | null)[] = [],
) =>
  postForm(
    server,
    '/staff/sign-in',
    {
      email: overrides.email ?? member.email,
      password: overrides.password ?? member.password,
      code: overrides.code ?? member.nextCode(),
    },
    cookies,
  );

/** A staff account set up and signed in through the JSON API: its session cookie and CSRF token. */
export interface ApiStaffSession {
  cookie: string;
  csrfToken: string;
  /** The account's app secret, for more codes. */
  secret: string;
}

const apiPost = (origin: string, path: string, body: unknown) =>
  fetch(`${origin}/staff/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(body),
  });

/**
 * `pnpm staff user add`, then the JSON API: the link's secret (`GET /set-password`), the password
 * with the app's code, and a sign-in with the next step's code.
 */
export async function apiStaffSession(
  origin: string,
  env: Env,
  email = 'hr@ngs.example',
): Promise<ApiStaffSession> {
  const added = await staff(['user', 'add', email], env);
  const token = /token=([\w-]+)/.exec(added.stdout)![1]!;
  const link = await fetch(`${origin}/staff/api/set-password?token=${token}`);
  const { totpSecret: secret, otpauthUri } = (await link.json()) as Record<string, string>;
  const app = authenticatorApp(otpauthUri!);
  const step = app.stepNow();
  const set = await apiPost(origin, '/set-password', {
    token,
    password: staffPassword,
    code: app.codeAt(step),
  });
  expect(set.status).toBe(200);
  const signedIn = await apiPost(origin, '/sign-in', {
    email,
    password: staffPassword,
    code: app.codeAt(step + 1),
  });
  expect(signedIn.status).toBe(200);
  const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
  return { cookie: signedIn.headers.getSetCookie()[0]!.split(';')[0]!, csrfToken, secret: secret! };
}
