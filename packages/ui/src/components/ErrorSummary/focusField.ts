const focusable = 'input:not([type="hidden"]):not(:disabled), select, textarea, button, [tabindex]';

function labelOf(control: HTMLElement): HTMLLabelElement | undefined {
  if (
    control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
  ) {
    return control.labels?.[0];
  }
  return undefined;
}

/**
 * Moves focus to the field with this id, as GOV.UK's error summary does: the field's question
 * (its legend or label) is scrolled into view first, so the visitor sees what is asked.
 * An id that names a group (a radio fieldset) focuses its first control.
 */
export function focusField(fieldId: string, doc: Document = document): boolean {
  const target = doc.getElementById(fieldId);
  if (!target) return false;
  const control = target.matches(focusable) ? target : target.querySelector<HTMLElement>(focusable);
  if (!control) return false;

  const legend = control.closest('fieldset')?.querySelector('legend');
  const label = labelOf(control);
  const question = legend ?? label ?? control;
  // jsdom has no scrollIntoView; the focus move is what matters there.
  if (typeof question.scrollIntoView === 'function') question.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
  return true;
}
