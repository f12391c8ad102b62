import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchErrorSummaries } from './errorSummary';
import { recordWindowListeners } from '../testing/windowListeners';

// The kit's ErrorSummary as the server writes it while nothing is wrong yet (waiting hidden, one
// hidden entry per required field), before the form it reports on: a text field, a YesNo radio
// group, a box to tick and a select, as the kit's TextField, YesNo and Checkbox render them. A
// second form on the page has a field of its own. As in the site's forms, the fields carry no
// `required` (the server's rules stand): which fields are required is the summary's entries.
const page = `
  <div class="summary" tabindex="-1" data-form="apply" data-state="before-app" hidden>
    <div role="alert" aria-labelledby="summary-title">
      <h2 id="summary-title">There is a problem</h2>
      <ul>
        <li data-field="name" hidden><a href="#name">Enter your full name</a></li>
        <li data-field="relocate" hidden><a href="#relocate">Choose whether you would relocate</a></li>
        <li data-field="terms" hidden><a href="#terms">Accept the terms</a></li>
        <li data-field="start" hidden><a href="#start">Choose when you can start</a></li>
      </ul>
    </div>
    <script type="module"></script>
  </div>
  <form id="apply" method="post" action="/apply">
    <div>
      <label for="name">Full name</label>
      <input id="name" name="name" type="text" />
    </div>
    <fieldset id="relocate">
      <legend>Are you willing to relocate?</legend>
      <div>
        <div><input id="relocate-1" type="radio" name="relocate" value="yes" /><label for="relocate-1">Yes</label></div>
        <div><input id="relocate-2" type="radio" name="relocate" value="no" /><label for="relocate-2">No</label></div>
      </div>
    </fieldset>
    <div><input id="terms" name="terms" type="checkbox" /><label for="terms">I accept the terms</label></div>
    <div>
      <label for="start">Start</label>
      <select id="start" name="start">
        <option value="">Choose</option>
        <option value="now">Now</option>
      </select>
    </div>
    <button type="submit">Apply</button>
  </form>
  <form id="newsletter" method="post" action="/newsletter">
    <label for="newsletter-email">Email</label>
    <input id="newsletter-email" name="email" type="email" />
    <button type="submit">Subscribe</button>
  </form>
`;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const summary = () => document.querySelector<HTMLElement>('[data-form]')!;
const entry = (field: string) => document.querySelector<HTMLElement>(`li[data-field="${field}"]`)!;
const shownEntries = () =>
  [...document.querySelectorAll<HTMLElement>('li[data-field]')]
    .filter((item) => !item.hidden)
    .map((item) => item.dataset.field);
const link = (field: string) => entry(field).querySelector('a')!;

function fillEverything() {
  byId<HTMLInputElement>('name').value = 'Ada Lovelace';
  byId<HTMLInputElement>('relocate-2').checked = true;
  byId<HTMLInputElement>('terms').checked = true;
  byId<HTMLSelectElement>('start').value = 'now';
}

/** Whether each submit reached the end of its dispatch not prevented, i.e. would be posted. */
let posted: boolean[];
// Last on the way out: records whether the submit would be posted, then stops it (jsdom does not
// post forms).
window.addEventListener('submit', (event) => {
  posted.push(!event.defaultPrevented);
  event.preventDefault();
});

/** Presses a form's submit button, as a visitor does. */
function submit(formId: string): boolean {
  byId(formId).querySelector('button')!.click();
  return posted.at(-1)!;
}

/** Clicks an element; true when the click was left to the browser. */
const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

let windowListeners: ReturnType<typeof recordWindowListeners>;
const scrollIntoView = vi.fn();

beforeEach(() => {
  document.body.innerHTML = page;
  posted = [];
  windowListeners = recordWindowListeners();
  // jsdom does no layout and has no scrollIntoView.
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.spyOn(HTMLElement.prototype, 'focus');
});

afterEach(() => {
  vi.restoreAllMocks();
  windowListeners.removeAll();
  scrollIntoView.mockReset();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('watchErrorSummaries', () => {
  describe('on a submit of its form', () => {
    it('should refuse a submit with a blank required field, show only its entry and take focus', () => {
      watchErrorSummaries();
      fillEverything();
      byId<HTMLInputElement>('name').value = '';

      expect(submit('apply')).toBe(false);
      expect(summary().hidden).toBe(false);
      expect(shownEntries()).toEqual(['name']);
      expect(summary().hasAttribute('data-refused')).toBe(true);
      expect(document.activeElement).toBe(summary());
    });

    it.each([
      [
        'a text field holding only white space',
        'name',
        () => (byId<HTMLInputElement>('name').value = ' \n '),
      ],
      [
        'a radio group with no radio chosen',
        'relocate',
        () => (byId<HTMLInputElement>('relocate-2').checked = false),
      ],
      ['a box not ticked', 'terms', () => (byId<HTMLInputElement>('terms').checked = false)],
      [
        'a select left on its empty choice',
        'start',
        () => (byId<HTMLSelectElement>('start').value = ''),
      ],
    ])('should count %s as blank', (_kind, field, leaveBlank) => {
      watchErrorSummaries();
      fillEverything();
      leaveBlank();

      expect(submit('apply')).toBe(false);
      expect(shownEntries()).toEqual([field]);
    });

    it('should show the entries of every blank field, in the order of the markup', () => {
      watchErrorSummaries();
      byId<HTMLInputElement>('relocate-1').checked = true;

      expect(submit('apply')).toBe(false);
      expect(shownEntries()).toEqual(['name', 'terms', 'start']);
    });

    it('should let a filled form be posted and stay hidden, with nothing refused', () => {
      watchErrorSummaries();
      fillEverything();

      expect(submit('apply')).toBe(true);
      expect(summary().hidden).toBe(true);
      expect(summary().hasAttribute('data-refused')).toBe(false);
      expect(document.activeElement).toBe(document.body);
    });

    it('should hide the entries of the fields filled since, and post the form once all are', () => {
      watchErrorSummaries();
      expect(submit('apply')).toBe(false);
      expect(shownEntries()).toEqual(['name', 'relocate', 'terms', 'start']);

      byId<HTMLInputElement>('name').value = 'Ada Lovelace';
      byId<HTMLInputElement>('terms').checked = true;
      expect(submit('apply')).toBe(false);
      expect(shownEntries()).toEqual(['relocate', 'start']);

      fillEverything();
      expect(submit('apply')).toBe(true);
      expect(summary().hidden).toBe(true);
      expect(shownEntries()).toEqual([]);
    });

    it('should leave out an entry whose field is not in the page', () => {
      watchErrorSummaries();
      fillEverything();
      byId('start').remove();
      byId<HTMLInputElement>('terms').checked = false;

      expect(submit('apply')).toBe(false);
      expect(shownEntries()).toEqual(['terms']);

      byId<HTMLInputElement>('terms').checked = true;
      expect(submit('apply')).toBe(true);
      expect(summary().hidden).toBe(true);
    });
  });

  it('should ignore the submit of another form', () => {
    watchErrorSummaries();

    expect(submit('newsletter')).toBe(true);
    expect(summary().hidden).toBe(true);
    expect(summary().hasAttribute('data-refused')).toBe(false);
  });

  it('should stand down once its summary has left the page', () => {
    watchErrorSummaries();
    // The app renders on its own: the waiting summary is gone, the form is the app's.
    summary().remove();

    expect(submit('apply')).toBe(true);
  });

  it('should watch a summary once however often it runs, and one added since', () => {
    watchErrorSummaries();
    // A second summary, for the other form, written in after the first run.
    byId('newsletter').insertAdjacentHTML(
      'beforebegin',
      `<div tabindex="-1" data-form="newsletter" data-state="before-app" hidden>
        <ul><li data-field="newsletter-email" hidden><a href="#newsletter-email">Enter your email</a></li></ul>
      </div>`,
    );
    const later = document.querySelector<HTMLElement>('[data-form=newsletter]')!;
    watchErrorSummaries();

    expect(summary().hasAttribute('data-watched')).toBe(true);
    expect(later.hasAttribute('data-watched')).toBe(true);
    // Heard once: its field is brought into view once.
    click(link('name'));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(submit('newsletter')).toBe(false);
    expect(later.hidden).toBe(false);
    expect(document.activeElement).toBe(later);
    expect(summary().hidden).toBe(true);
  });

  describe('its links', () => {
    it('should focus a text field, without scrolling, and bring its label into view', () => {
      watchErrorSummaries();
      submit('apply');

      expect(click(link('name'))).toBe(false);
      expect(document.activeElement).toBe(byId('name'));
      expect(HTMLElement.prototype.focus).toHaveBeenLastCalledWith({ preventScroll: true });
      expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'start' });
      expect(scrollIntoView.mock.contexts[0]).toBe(document.querySelector('label[for=name]'));
    });

    it('should focus the first radio of a group and bring its legend into view', () => {
      watchErrorSummaries();
      submit('apply');

      expect(click(link('relocate'))).toBe(false);
      expect(document.activeElement).toBe(byId('relocate-1'));
      expect(HTMLElement.prototype.focus).toHaveBeenLastCalledWith({ preventScroll: true });
      expect(scrollIntoView.mock.contexts[0]).toBe(document.querySelector('legend'));
    });

    it('should focus a box and bring its label into view', () => {
      watchErrorSummaries();

      expect(click(link('terms'))).toBe(false);
      expect(document.activeElement).toBe(byId('terms'));
      expect(scrollIntoView.mock.contexts[0]).toBe(document.querySelector('label[for=terms]'));
    });

    it('should leave every other click alone', () => {
      watchErrorSummaries();
      byId('apply').insertAdjacentHTML(
        'beforeend',
        '<ul><li data-field="name"><a href="#name">Not an entry of the summary</a></li></ul>',
      );

      expect(click(document.querySelector('h2')!)).toBe(true);
      expect(click(byId('start'))).toBe(true);
      expect(click(byId('apply').querySelector('ul a')!)).toBe(true);
      // Dispatched at what is not an element.
      expect(click(document as unknown as Element)).toBe(true);
      expect(scrollIntoView).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(document.body);
    });
  });

  it('should be what the inline script runs', async () => {
    await import('./inline');

    expect(summary().hasAttribute('data-watched')).toBe(true);
    expect(submit('apply')).toBe(false);
  });
});
