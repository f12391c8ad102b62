// Takes the pictures of the signed-in screens in docs/forms.md: the production server with fresh data,
// one application and one contact message sent to it, a staff account made with the staff
// command, then Chromium signed in as staff and as the candidate. `pnpm build` first.
//   node apps/web/scripts/docs/signed-in-screenshots.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as OTPAuth from 'otpauth';
import { launchChromium, startSiteWithFreshData } from '../bench/production-site.mjs';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const outDir = join(root, 'docs', 'screenshots');
const staffCommand = join(root, 'apps', 'server', 'scripts', 'staff.mjs');
const applicant = { email: 'meera.iyer@example.com', password: 'Lotus#Pond2026' };
const staff = { email: 'hr@example.com', password: 'Harbour lights over the bay' };

async function post(origin, path, body, headers = {}) {
  const response = await fetch(origin + path, {
    method: 'POST',
    body,
    headers,
    redirect: 'manual',
  });
  if (response.status >= 400)
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

function application(type, overrides = {}) {
  const form = new FormData();
  const fields = {
    applicationType: type,
    email: applicant.email,
    password: applicant.password,
    legalFirstName: 'Meera',
    legalMiddleName: '',
    legalLastName: 'Iyer',
    countryCode: 'IN',
    phoneNumber: '9845012345',
    relocate: 'yes',
    agreement: 'no',
    disability: 'no',
    checkBoxagreement: 'true',
    employmentStatus: 'no',
    ngsID: 'NA',
    notificationJob: 'on',
    agreeToPrivacyPolicy: 'true',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  form.set('resume', new Blob([pdf], { type: 'application/pdf' }), 'meera-iyer-resume.pdf');
  return form;
}

const site = await startSiteWithFreshData('ngs-screenshots');
const browser = await launchChromium();
try {
  const { origin, dataDir } = site;
  const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
  await post(origin, '/job/apply', application('job'), { Accept: 'application/json' });
  await post(
    origin,
    '/job/apply',
    application('internship', {
      legalFirstName: 'Arjun',
      legalLastName: 'Menon',
      email: 'arjun.menon@example.com',
    }),
    { Accept: 'application/json' },
  );
  await post(
    origin,
    '/contact',
    JSON.stringify({
      name: 'Kavya Rao',
      email: 'kavya@example.com',
      phone: '9000012345',
      subject: 'Cloud training for 20 engineers',
      message: 'Could you run your cloud course for our team in January?',
    }),
    json,
  );

  const printed = execFileSync(process.execPath, [staffCommand, 'user', 'add', staff.email], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SITE_URL: origin },
    encoding: 'utf8',
  });
  const token = /token=([\w-]+)/.exec(printed)?.[1];
  // The staff member's authenticator app reads the link's key, and gives the enrolment's code.
  const link = await fetch(`${origin}/staff/api/set-password?token=${token}`);
  const app = /** @type {OTPAuth.TOTP} */ (OTPAuth.URI.parse((await link.json()).otpauthUri));
  const at = (offset) => app.generate({ timestamp: Date.now() + offset * app.period * 1000 });
  await post(
    origin,
    '/staff/api/set-password',
    JSON.stringify({ token, password: staff.password, code: at(0) }),
    { 'Content-Type': 'application/json' },
  );
  staff.code = at(1);

  mkdirSync(outDir, { recursive: true });
  const shoot = async (page, name) => {
    await page.mouse.move(1, 1);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true });
    console.log(`docs/screenshots/${name}.png`);
  };
  const signIn = async (page, path, who) => {
    await page.goto(origin + path);
    await page.getByLabel('Email', { exact: true }).fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    if (who.code) await page.getByLabel('Authentication code').fill(who.code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForLoadState('load');
  };

  const staffPage = await (
    await browser.newContext({ viewport: { width: 1200, height: 800 } })
  ).newPage();
  await signIn(staffPage, '/staff', staff);
  await shoot(staffPage, 'staff-inbox');
  await staffPage.getByRole('link', { name: 'Meera Iyer' }).click();
  await staffPage.getByLabel('Move to').selectOption('interview');
  await staffPage.getByRole('button', { name: 'Save status' }).click();
  await staffPage.waitForURL(/saved=status/);
  await staffPage
    .getByLabel('New note')
    .fill('Strong React portfolio. Invite for a technical interview.');
  await staffPage.getByRole('button', { name: 'Add note' }).click();
  await staffPage.waitForURL(/saved=note/);
  await shoot(staffPage, 'staff-application');

  // HR publishes an opening: the form, then the careers page's own page for it.
  await staffPage.getByRole('link', { name: 'Openings' }).click();
  await staffPage.getByRole('link', { name: 'New opening' }).click();
  await staffPage.getByLabel('Title of the role').fill('React developer');
  await staffPage.getByLabel('Team').fill('Web Development');
  await staffPage.getByLabel('Hyderabad').check();
  await staffPage.getByLabel('Remote').check();
  await staffPage
    .getByRole('textbox', { name: 'Description' })
    .fill(
      'Build the screens our clients use every day, with a small team that reviews every change.\n\n' +
        '## What you will do\n\n- Build React and TypeScript interfaces\n- Review code with the team\n\n' +
        '## What you need\n\n- Two years of React\n- Care for accessibility',
    );
  await staffPage.getByLabel('Pay from (INR)').fill('600000');
  await staffPage.getByLabel('Pay up to (INR)').fill('900000');
  await staffPage.getByLabel('Closing date').fill('2099-12-31');
  await staffPage.getByLabel('Number of positions').fill('2');
  await staffPage.getByRole('button', { name: 'Preview the description' }).click();
  await staffPage.waitForLoadState('load');
  await staffPage.getByRole('button', { name: 'Save as draft' }).click();
  await staffPage.waitForURL(/saved=created/);
  await staffPage.getByRole('button', { name: 'Publish', exact: true }).click();
  await staffPage.waitForURL(/saved=published/);
  await shoot(staffPage, 'staff-opening');

  const visitor = await (
    await browser.newContext({ viewport: { width: 1200, height: 800 } })
  ).newPage();
  await visitor.goto(`${origin}/career/openings/react-developer`);
  await shoot(visitor, 'career-opening');

  const candidatePage = await (
    await browser.newContext({ viewport: { width: 900, height: 800 } })
  ).newPage();
  await signIn(candidatePage, '/candidate', applicant);
  await shoot(candidatePage, 'candidate-page');
} finally {
  await browser.close();
  await site.stop();
}
