/**
 * The error summary's behaviour before the app has hydrated the page. The server writes the
 * summary waiting hidden, with one hidden entry (`li[data-field]`) per required field: a submit of
 * its form with a required field left blank (empty, not ticked, no radio chosen) is then stopped
 * in the page, with no round trip to the server. The summary shows the entries of the blank
 * fields, which the markup already holds, and takes focus; its links focus their field. Every
 * other rule is the server's, as without script: a form whose required fields are filled is
 * posted.
 *
 * It only changes attributes (`hidden`), which hydration leaves alone, and it marks the summary
 * `data-refused` so that the app, once it runs, shows its own errors in their place (the kit's
 * ErrorSummary, `onRefusedBeforeApp`). Once the app renders on its own the waiting summary is gone
 * from the page (no longer connected), and it stands down.
 *
 * The submit and the clicks are heard on the window, in the capture phase: while React hydrates
 * the page it stops an event that lands on a part not yet hydrated at the document.
 *
 * It runs as a module script, once the page is parsed, so that the page above the form and the
 * form itself paint at once (a classic script before the form made the browser paint the page in
 * two steps). A module script has no `document.currentScript`: it finds its summaries by their
 * attributes, and marks each `data-watched` so that it is watched once however often this runs.
 * The form itself is looked up when it is sent: it follows the summary in the page.
 */
export function watchErrorSummaries(): void {
  for (const summary of document.querySelectorAll<HTMLElement>(
    '[data-form][data-state=before-app]:not([data-watched])',
  )) {
    summary.dataset.watched = '';
    const entries = [...summary.querySelectorAll<HTMLElement>('li[data-field]')];
    // The control an entry is about: a text, file or choice field, a box, or a radio group's
    // fieldset. Typed as an input: whichever it is, it is read only through what they share.
    const fieldOf = (entry: HTMLElement) =>
      document.getElementById(entry.dataset.field!) as HTMLInputElement | null;
    // Left blank: a group with no radio chosen, a box not ticked, any other value empty once
    // trimmed.
    const isBlank = (field: HTMLInputElement) =>
      field.matches('fieldset')
        ? !field.querySelector(':checked')
        : field.type === 'checkbox'
          ? !field.checked
          : !field.value.trim();

    addEventListener(
      'submit',
      (event) => {
        if ((event.target as HTMLFormElement).id !== summary.dataset.form || !summary.isConnected)
          return;
        // The entries of the blank fields (an entry whose field is not in the page is left out).
        const blank = entries.filter((entry) => fieldOf(entry) && isBlank(fieldOf(entry)!));
        for (const entry of entries) entry.hidden = !blank.includes(entry);
        // Nothing blank: the summary stays hidden and the form is posted.
        if ((summary.hidden = !blank.length)) return;
        event.preventDefault();
        summary.dataset.refused = '';
        summary.focus();
      },
      true,
    );

    addEventListener(
      'click',
      (event) => {
        // `closest` is optional: a click may be dispatched at something that is not an element.
        const link =
          summary.isConnected &&
          (event.target as Partial<Element>).closest?.<HTMLAnchorElement>('li[data-field] a');
        if (!link || !summary.contains(link)) return;
        // A bare hash jump would scroll to the field without moving focus into it.
        event.preventDefault();
        let target = fieldOf(link.parentNode as HTMLElement)!;
        // Its question, brought into view: a group's legend, a field's label, else the field.
        const question = target.querySelector('legend') || target.labels?.[0] || target;
        // A group's first radio takes focus; any other field itself.
        target = target.querySelector('input') || target;
        question.scrollIntoView({ block: 'start' });
        target.focus({ preventScroll: true });
      },
      true,
    );
  }
}
