// The actions on the site's header: the phone's menu, search, and the services drop-down.
import { aim, aimingAtButton, click, dialogOpen, tap } from './bench-interaction.page.mjs';

function searchOpen() {
  const dialog = document.getElementById('site-search');
  const input = dialog?.querySelector('input[role="combobox"]');
  return Boolean(dialog?.matches(':modal') && dialog.checkVisibility() && input?.checkVisibility());
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

/** The phone menu, opened from its button. */
export const menu = {
  name: 'menu',
  path: '/',
  device: 'phone',
  prepare: aimingAtButton('Open menu', 'site-menu'),
  act: tap,
  answered: dialogOpen,
};

/** Search, opened from the header's button: `act` is the device's tap or click. */
const searchFrom = ({ name, path, device, act }) => ({
  name,
  path,
  device,
  prepare: aimingAtButton('Open search'),
  act,
  answered: searchOpen,
});

/** Search, opened on the phone from the career page. */
export const searchCareer = searchFrom({
  name: 'search-career',
  path: '/career',
  device: 'phone',
  act: tap,
});

/** Search, opened on the desktop from the home page. */
export const searchDesktop = searchFrom({
  name: 'search-desktop',
  path: '/',
  device: 'desktop',
  act: click,
});

/** The services drop-down, opened by the pointer resting on it. */
export const servicesHover = {
  name: 'services-hover',
  path: '/',
  device: 'desktop',
  async prepare(page) {
    const { point } = await aim(servicesMenuButton(page));
    return { arg: null, point };
  },
  act: (page, point) => page.mouse.move(point.x, point.y),
  answered: servicesPanelOpen,
};

/** The services drop-down, opened from the keyboard. */
export const servicesKeyboard = {
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
};
