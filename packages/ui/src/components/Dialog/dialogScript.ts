/**
 * Keeps Tab inside an open modal dialog before the app has hydrated the page (see ServerScript).
 * The browser opens a Dialog as a modal from its button alone and makes the page behind it
 * inert, but Tab past the dialog's last control leaves the page for the browser's own controls;
 * these few lines send it round to the first control instead (Shift+Tab from the first, to the
 * last), as the APG dialog pattern has it. They stand down on a dialog that Radix holds
 * (`data-state`, lent by its Content once the app runs): its focus scope loops from then on.
 *
 * Written once per page, whatever the number of dialogs, as it goes into every page, and gone
 * from it once it has run (the app renders none). A module script, run once the page is parsed:
 * a script the parser stops at, in the header, would let the browser paint the page in two
 * steps (on /apply the internship chosen by the address came 141 ms after the first paint). It
 * listens on the window in the capture phase, before React's listeners at the document. d: the open modal dialog no one holds yet,
 * t: its controls that Tab reaches, f: where focus goes round to from l, a: the focused element.
 */
export const dialogScript =
  "addEventListener('keydown',e=>{let d=document.querySelector('dialog:modal:not([data-state])')," +
  "t=d?[...d.querySelectorAll('a[href],button,input,select,textarea')]" +
  '.filter(c=>!c.disabled&&c.tabIndex>=0&&c.checkVisibility()):[],' +
  '[f,l]=e.shiftKey?[t.at(-1),t[0]]:[t[0],t.at(-1)],a=document.activeElement;' +
  "if(e.key=='Tab'&&l&&(a==l||e.shiftKey&&a==d)){e.preventDefault();f.focus()}},!0);" +
  "document.querySelector('script[data-page-script=dialog]')?.remove()";
