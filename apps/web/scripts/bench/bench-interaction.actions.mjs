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
//   measure            'action' (default) or 'navigation': no action; the answer time then runs
//                      from the page's first contentful paint, in the modes cold and warm.
//   holdsAfterApp      the answer must still hold once the app has hydrated the page.
// The actions live in the modules beside this one, by where they are on the site; `actions`
// lists them in the order they run and are reported.
import { carouselNext, testimonial } from './bench-interaction.actions.content.mjs';
import {
  applyInternship,
  contactEmpty,
  password,
  resumeFile,
} from './bench-interaction.actions.forms.mjs';
import {
  menu,
  searchCareer,
  searchDesktop,
  servicesHover,
  servicesKeyboard,
} from './bench-interaction.actions.header.mjs';

export { samplePdf } from './bench-interaction.actions.forms.mjs';

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

export const actions = [
  menu,
  searchCareer,
  searchDesktop,
  testimonial,
  contactEmpty,
  password,
  servicesHover,
  servicesKeyboard,
  carouselNext,
  resumeFile,
  applyInternship,
];
