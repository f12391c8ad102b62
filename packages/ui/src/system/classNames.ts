/** Joins the class names that are set; `undefined` when none is, so no empty attribute renders. */
export function classNames(...names: Array<string | false | null | undefined>): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}
