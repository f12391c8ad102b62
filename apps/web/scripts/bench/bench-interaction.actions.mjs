// The first actions a visitor takes on the site, each with the answer they wait for. Used by
// bench-interaction.mjs.
//
// An action is { name, path, device, prepare, act, answered, ... }:
//   prepare(page)      before the clock starts: scrolls the control into view, as the visitor
//                      would, and returns { arg, point?, offered? }. `arg` goes to `answered` and
//                      `settled`; `offered: false` means the control is not there to be used.
//   act(page, point)   the action itself, started right after the clock.
//   answered(arg)      runs IN THE PAGE on every frame (stringified, so self-contained: no
//                      closures, no imports); true once the visitor can see the answer.
//   settled(arg)       optional, IN THE PAGE too: checked `lingerMs` after the answer (default
//                      500 ms, `answered` again when absent); false means the answer went away or
//                      the action took effect more than once.
//   posts              optional { path, max, refusedOnly }: POSTs to `path` the action may
//                      cause; more than `max`, or one the server accepted when `refusedOnly`, is lost.
//   measure            'action' (default) or 'navigation': the answer time then runs from the
//                      navigation's start, with no action, in the modes cold and warm.
//   holdsAfterApp      the answer must still hold once the app has hydrated the page.

/** Browser context options per device (Lighthouse's mobile profile for the phone). */
export const devices = {
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  },
  desktop: { viewport: { width: 1350, height: 940 } },
};

/** A PDF small enough to pass the résumé's checks; its bytes only need to start like one. */
export const samplePdf = {
  name: 'cv.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
};

/**
 * Scrolls `locator`'s element into the middle of the viewport and returns the centre of its box
 * and whether it can be seen (visibility: hidden counts as not).
 */
async function aim(locator) {
  return locator.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    return {
      point: { x: box.left + box.width / 2, y: box.top + box.height / 2 },
      visible: element.checkVisibility({ visibilityProperty: true }) && box.width > 0,
    };
  });
}

// Raw input at the control's coordinates, measured before the clock started: Playwright's
// click() would first wait for the control to hold still over two frames, time no visitor spends.
const tap = (page, point) => page.touchscreen.tap(point.x, point.y);
const click = (page, point) => page.mouse.click(point.x, point.y);

/** A popover element, by id, open and rendered. */
function popoverOpen(id) {
  const element = document.getElementById(id);
  return Boolean(element?.matches(':popover-open') && element.checkVisibility());
}

function searchOpen() {
  const dialog = document.getElementById('site-search');
  const input = dialog?.querySelector('input[role="combobox"]');
  return Boolean(
    dialog?.matches(':popover-open') && dialog.checkVisibility() && input?.checkVisibility(),
  );
}

/** The services drop-down (the header's first item): one of its links can be seen. */
function servicesPanelOpen() {
  const item = document.querySelector('nav[aria-label="Main navigation"] li[data-value="item-0"]');
  // :scope, or the nav's own list (an ancestor of the item) would match `ul`.
  const link = item?.querySelector(':scope ul a[href]');
  return Boolean(link?.checkVisibility());
}

const servicesMenuButton = (page) =>
  page.getByRole('button', { name: 'Show What We Provide menu', exact: true });

const testimonialsCarousel = (page) =>
  page.locator('section[aria-roledescription="carousel"][aria-label="What our interns say"]');

export const actions = [
  {
    name: 'menu',
    path: '/',
    device: 'phone',
    async prepare(page) {
      const { point } = await aim(page.getByRole('button', { name: 'Open menu', exact: true }));
      return { arg: 'site-menu', point };
    },
    act: tap,
    answered: popoverOpen,
  },
  {
    name: 'search-career',
    path: '/career',
    device: 'phone',
    async prepare(page) {
      const { point } = await aim(page.getByRole('button', { name: 'Open search', exact: true }));
      return { arg: null, point };
    },
    act: tap,
    answered: searchOpen,
  },
  {
    name: 'search-desktop',
    path: '/',
    device: 'desktop',
    async prepare(page) {
      const { point } = await aim(page.getByRole('button', { name: 'Open search', exact: true }));
      return { arg: null, point };
    },
    act: click,
    answered: searchOpen,
  },
  {
    name: 'testimonial',
    path: '/',
    device: 'phone',
    async prepare(page) {
      const button = page.getByRole('button', { name: /^Read More about / }).first();
      const { point } = await aim(button);
      return { arg: await button.getAttribute('popovertarget'), point };
    },
    act: tap,
    answered: popoverOpen,
  },
  {
    name: 'contact-empty',
    path: '/contact',
    device: 'phone',
    async prepare(page) {
      const { point } = await aim(page.getByRole('button', { name: 'Send', exact: true }));
      return { arg: null, point };
    },
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
  },
  {
    name: 'password',
    path: '/apply',
    device: 'phone',
    async prepare(page) {
      await aim(page.getByLabel('Password', { exact: true }));
      return { arg: null };
    },
    // A digit: an empty password already meets "no more than …" and "no spaces", so only a
    // rule the character meets shows that the list follows what was typed.
    async act(page) {
      await page.getByLabel('Password', { exact: true }).focus();
      await page.keyboard.press('7');
    },
    answered() {
      const input = document.getElementById('application-password');
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
  },
  {
    name: 'services-hover',
    path: '/',
    device: 'desktop',
    async prepare(page) {
      const { point } = await aim(servicesMenuButton(page));
      return { arg: null, point };
    },
    act: (page, point) => page.mouse.move(point.x, point.y),
    answered: servicesPanelOpen,
  },
  {
    // A keyboard visitor: Tab to the drop-down's button, Enter. Before the app, focus alone shows
    // the panel (CSS); after it, Enter opens it, as the disclosure pattern has it.
    name: 'services-keyboard',
    path: '/',
    device: 'desktop',
    async prepare(page) {
      await aim(servicesMenuButton(page));
      return { arg: null };
    },
    async act(page) {
      await servicesMenuButton(page).focus();
      await page.keyboard.press('Enter');
    },
    answered: servicesPanelOpen,
  },
  {
    name: 'carousel-next',
    path: '/',
    device: 'phone',
    async prepare(page) {
      const carousel = testimonialsCarousel(page);
      const { point, visible } = await aim(
        carousel.getByRole('button', { name: 'Next slide', exact: true, includeHidden: true }),
      );
      // Where the slides stand and which dot is current, to tell a move (and only one) from none.
      const arg = await carousel.evaluate((section) => {
        const dots = [...section.querySelectorAll('button[aria-label^="Go to slide"]')];
        return {
          label: section.getAttribute('aria-label'),
          lefts: [...section.querySelectorAll('[aria-roledescription="slide"]')].map(
            (slide) => slide.getBoundingClientRect().left,
          ),
          dot: dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'),
          dots: dots.length,
        };
      });
      return { arg, point, offered: visible };
    },
    act: tap,
    answered(before) {
      const section = document.querySelector(
        `section[aria-roledescription="carousel"][aria-label="${before.label}"]`,
      );
      const slides = section ? [...section.querySelectorAll('[aria-roledescription="slide"]')] : [];
      return slides.some(
        (slide, index) => Math.abs(slide.getBoundingClientRect().left - before.lefts[index]) > 2,
      );
    },
    // After the 1.5 s move: exactly one slide on.
    lingerMs: 2000,
    settled(before) {
      const section = document.querySelector(
        `section[aria-roledescription="carousel"][aria-label="${before.label}"]`,
      );
      const dots = section
        ? [...section.querySelectorAll('button[aria-label^="Go to slide"]')]
        : [];
      const current = dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
      return before.dot >= 0 && current === (before.dot + 1) % before.dots;
    },
  },
  {
    name: 'resume-file',
    path: '/apply',
    device: 'phone',
    async prepare(page) {
      await aim(page.getByLabel('Resume', { exact: true }));
      return { arg: samplePdf.name };
    },
    act: (page) => page.getByLabel('Resume', { exact: true }).setInputFiles(samplePdf),
    // Before the app the native input shows the name itself; once the component has taken the
    // input over, its own text is transparent and the name shows under it.
    answered(name) {
      const input = document.getElementById('application-resume');
      if (!input || input.files?.length !== 1 || input.files[0].name !== name) return false;
      if (input.getAttribute('aria-invalid') === 'true') return false;
      const zone = input.parentElement;
      if (!zone?.hasAttribute('data-enhanced')) return input.checkVisibility();
      const field = zone.parentElement;
      return [...(field?.querySelectorAll('p[aria-live="polite"]') ?? [])].some(
        (status) => status.textContent?.includes(name) && status.checkVisibility(),
      );
    },
    settled(name) {
      const input = document.getElementById('application-resume');
      if (!input || input.files?.length !== 1 || input.files[0].name !== name) return false;
      if (input.getAttribute('aria-invalid') === 'true') return false;
      const field = input.parentElement?.parentElement;
      const shown = [...(field?.querySelectorAll('p[aria-live="polite"]') ?? [])].filter((status) =>
        status.textContent?.includes(name),
      );
      return shown.length <= 1;
    },
    posts: { path: '/job/apply', max: 0 },
  },
  {
    name: 'apply-internship',
    path: '/apply?type=internship',
    device: 'phone',
    measure: 'navigation',
    holdsAfterApp: true,
    answered() {
      const radio = document.querySelector('input[name="applicationType"][value="internship"]');
      return Boolean(radio?.checked && radio.checkVisibility());
    },
  },
];
