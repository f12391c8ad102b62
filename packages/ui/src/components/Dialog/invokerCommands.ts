// React passes `commandfor` and `command` to the DOM as they are, but its types do not name them
// yet: the buttons that open and close a Dialog from HTML need both.
declare module 'react' {
  // Merged into React's own interface, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button's `command` acts on. */
    commandfor?: string | undefined;
    /** What the button does to its `commandfor` element, without script. */
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}` | undefined;
  }
}

/**
 * What a button needs to open the dialog `id` from HTML alone: the browser opens it as a modal
 * (invoker commands), or, where it has no commands yet, as a popover. Spread it on any button.
 */
export function opensDialog(id: string) {
  return {
    commandfor: id,
    command: 'show-modal',
    popoverTarget: id,
    'aria-haspopup': 'dialog',
  } as const;
}

/** What a button needs to close the dialog `id` from HTML alone (a Cancel, say). */
export function closesDialog(id: string) {
  return {
    commandfor: id,
    command: 'close',
    popoverTarget: id,
    popoverTargetAction: 'hide',
  } as const;
}
