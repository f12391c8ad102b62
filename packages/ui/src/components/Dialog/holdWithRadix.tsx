'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, type CSSProperties, type Ref } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Radix's modal Dialog on an open `<dialog>` of the page, until the function it returns is called
 * (by `close`, which Radix calls to close it, among others): its Content
 * traps focus (Tab loops), hides the rest of the page from assistive technology, stops pointer
 * events outside and closes on Escape; its Overlay locks the page's scroll; its Close drives
 * every button that closes the dialog (`command="close"`). It draws nothing, so it is rendered in
 * a root of its own: the page's tree, and the dialog in it, never change shape for it. Closing
 * goes through the element, which gives focus back to what opened it.
 */
export function holdWithRadix(
  dialog: HTMLDialogElement,
  close: (dialog: HTMLDialogElement) => void,
): () => void {
  const root = createRoot(document.createElement('div'));
  root.render(
    <DialogBehaviour
      dialog={dialog}
      close={close}
      closeButtons={[...dialog.querySelectorAll<HTMLButtonElement>('button[command="close"]')]}
    />,
  );
  return () => root.unmount();
}

function DialogBehaviour({
  dialog,
  close,
  closeButtons,
}: {
  dialog: HTMLDialogElement;
  close: (dialog: HTMLDialogElement) => void;
  closeButtons: readonly HTMLButtonElement[];
}) {
  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) close(dialog);
      }}
    >
      {/* Never drawn: the backdrop is the browser's. */}
      <RadixDialog.Overlay style={{ display: 'none' }} />
      <RadixDialog.Content
        asChild
        // The page's own names, which its HTML carried before the app.
        aria-labelledby={dialog.getAttribute('aria-labelledby') ?? undefined}
        aria-describedby={dialog.getAttribute('aria-describedby') ?? undefined}
      >
        <LentTo element={dialog} />
      </RadixDialog.Content>
      {closeButtons.map((button, index) => (
        <RadixDialog.Close key={index} asChild>
          <LentTo element={button} />
        </RadixDialog.Close>
      ))}
    </RadixDialog.Root>
  );
}

type LentProps = {
  element: HTMLElement;
  ref?: Ref<HTMLElement>;
  style?: CSSProperties;
} & Record<string, unknown>;

// React's names for the focus events it listens to with focusin and focusout.
const domEventTypes: Readonly<Record<string, string>> = { focus: 'focusin', blur: 'focusout' };

/**
 * The child of a Radix part rendered `asChild`, standing for an element the page already has.
 * Radix hands its child what it needs (a ref, event handlers, an inline style, data
 * attributes) and expects it to put them on its element: this puts them on `element`, which
 * therefore stays as the server rendered it, open and focused. Its ARIA attributes stay the
 * page's own: Radix is given the same names.
 */
function LentTo({ element, ref, style, ...props }: LentProps) {
  useLayoutEffect(() => {
    if (typeof ref === 'function') {
      const cleanup = ref(element);
      return () => {
        if (typeof cleanup === 'function') cleanup();
        else ref(null);
      };
    }
    if (ref) ref.current = element;
    return () => {
      if (ref) ref.current = null;
    };
  }, [ref, element]);

  // Again after each render: Radix's handlers and state change with it.
  useLayoutEffect(() => {
    const undo: Array<() => void> = [];
    for (const [key, value] of Object.entries(props)) {
      const handler = /^on([A-Z]\w*?)(Capture)?$/.exec(key);
      if (handler?.[1] && typeof value === 'function') {
        const name = handler[1].toLowerCase();
        const type = domEventTypes[name] ?? name;
        const capture = handler[2] !== undefined;
        const listener = value as EventListener;
        element.addEventListener(type, listener, capture);
        undo.push(() => element.removeEventListener(type, listener, capture));
      } else if (key.startsWith('data-') && typeof value === 'string') {
        element.setAttribute(key, value);
        undo.push(() => element.removeAttribute(key));
      }
    }
    for (const [property, value] of Object.entries(style ?? {})) {
      if (value === undefined) continue;
      const name = property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      element.style.setProperty(name, String(value));
      undo.push(() => element.style.removeProperty(name));
    }
    return () => undo.forEach((step) => step());
  });

  return null;
}
