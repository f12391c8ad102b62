// The actions on the two forms: an empty contact form sent, a password typed, a résumé chosen,
// and the application form opened for an internship.
import { aimingAtButton, aimingAtField, tap } from './bench-interaction.page.mjs';

/** A PDF small enough to pass the résumé's checks; its bytes only need to start like one. */
export const samplePdf = {
  name: 'cv.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
};

/** The contact form sent empty: its errors shown. */
export const contactEmpty = {
  name: 'contact-empty',
  path: '/contact',
  device: 'phone',
  prepare: aimingAtButton('Send'),
  act: tap,
  // The error summary (role alert) of the contact form's own section; before the app it comes
  // with the page the server answers the native post with.
  answered() {
    return [...document.querySelectorAll('[role="alert"]')].some(
      (alert) =>
        alert.checkVisibility() &&
        alert.closest('section')?.querySelector('form[action$="/contact"]') != null,
    );
  },
  // The native post of an empty form (before the app) is refused by the server; with the
  // app nothing is posted at all.
  posts: { path: '/contact', max: 1, refusedOnly: true },
};

/** The password's rules following what is typed. */
export const password = {
  name: 'password',
  path: '/apply',
  device: 'phone',
  prepare: aimingAtField('Password'),
  // A digit: an empty password already meets "no more than …" and "no spaces", so only a
  // rule the character meets shows that the list follows what was typed.
  async act(page) {
    await page.getByLabel('Password', { exact: true }).focus();
    await page.keyboard.press('7');
  },
  answered() {
    const input = /** @type {HTMLInputElement | null} */ (
      document.getElementById('application-password')
    );
    const list = (input?.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id) : null))
      .find((element) => element?.getAttribute('aria-live') === 'polite');
    return Boolean(
      input?.value === '7' &&
      list?.getAttribute('data-state') === 'visible' &&
      list.checkVisibility() &&
      // A rule's text starts with its ✓/✗ icon.
      [...list.querySelectorAll('li[data-state="met"]')].some((rule) =>
        rule.textContent?.includes('A number'),
      ),
    );
  },
};

/** A résumé chosen: its name shown. */
export const resumeFile = {
  name: 'resume-file',
  path: '/apply',
  device: 'phone',
  prepare: aimingAtField('Resume', samplePdf.name),
  act: (page) => page.getByLabel('Resume', { exact: true }).setInputFiles(samplePdf),
  // Before the app the native input shows the name itself; once the component has taken the
  // input over, its own text is transparent and the name shows under it.
  answered(name) {
    const input = /** @type {HTMLInputElement | null} */ (
      document.getElementById('application-resume')
    );
    if (!input || input.files?.length !== 1 || input.files[0]?.name !== name) return false;
    if (input.getAttribute('aria-invalid') === 'true') return false;
    const zone = input.parentElement;
    if (!zone?.hasAttribute('data-enhanced')) return input.checkVisibility();
    const field = zone.parentElement;
    return [...(field?.querySelectorAll('p[aria-live="polite"]') ?? [])].some(
      (status) => status.textContent?.includes(name) && status.checkVisibility(),
    );
  },
  settled(name) {
    const input = /** @type {HTMLInputElement | null} */ (
      document.getElementById('application-resume')
    );
    if (!input || input.files?.length !== 1 || input.files[0]?.name !== name) return false;
    if (input.getAttribute('aria-invalid') === 'true') return false;
    const field = input.parentElement?.parentElement;
    const shown = [...(field?.querySelectorAll('p[aria-live="polite"]') ?? [])].filter((status) =>
      status.textContent?.includes(name),
    );
    return shown.length <= 1;
  },
  posts: { path: '/job/apply', max: 0 },
};

/** The application form opened with the internship chosen. */
export const applyInternship = {
  name: 'apply-internship',
  path: '/apply?type=internship',
  device: 'phone',
  measure: 'navigation',
  holdsAfterApp: true,
  answered() {
    const radio = document.querySelector('input[name="applicationType"][value="internship"]');
    if (!(radio instanceof HTMLInputElement)) return false;
    return Boolean(radio?.checked && radio.checkVisibility());
  },
};
