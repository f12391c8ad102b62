/**
 * The password checklist's behaviour before the app has hydrated the page: it shows the list
 * while its field has focus or text, and sets each rule's `data-state` (`met` or `unmet`) from
 * its `data-pattern` as the password is typed. A list the server rendered shown (after a refused
 * submit, `data-state="visible"`) stays shown.
 *
 * It only changes attributes, which the markup already carries and which hydration leaves alone,
 * and it stops once the component has mounted (`data-hydrated`), so that React and it never fight
 * over a node. React never runs a script it renders on the client.
 *
 * It listens on the window, in the capture phase: while React hydrates the page it stops an event
 * that lands on a part not yet hydrated at the document, before the field's own listeners would
 * hear it.
 *
 * @param list The checklist's live region, the element whose `id` its password field names in
 * `aria-describedby`; its first child is the part shown or hidden, and holds the rules
 * (`li[data-pattern]`).
 */
export function followPasswordChecklist(list: HTMLElement): void {
  // The field the list describes; none without an id, and then nothing to follow.
  const field =
    list.id && document.querySelector<HTMLInputElement>(`[aria-describedby~="${list.id}"]`);
  // Shown by the server: kept shown whatever the field holds.
  const kept = list.dataset.state === 'visible';
  // Brings the list up to date with the field, until the app has taken the list over.
  const update = () => {
    if (list.hasAttribute('data-hydrated')) return;
    const password = (field as HTMLInputElement).value;
    const shown = kept || password !== '' || document.activeElement === field;
    list.dataset.state = shown ? 'visible' : 'hidden';
    (list.firstChild as HTMLElement).hidden = !shown;
    for (const rule of list.querySelectorAll<HTMLElement>('li[data-pattern]'))
      rule.dataset.state = RegExp(rule.dataset.pattern!).test(password) ? 'met' : 'unmet';
  };
  if (field)
    for (const type of ['input', 'focus', 'blur'])
      addEventListener(type, (event) => event.target === field && update(), true);
}
