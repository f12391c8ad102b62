/**
 * The error summary's own few lines of script, written into the server's HTML inside a summary
 * that waits hidden (see ServerScript): until the app has hydrated the page, a submit of its form
 * with a required field left blank (empty, not ticked, no radio chosen) is stopped in the page,
 * with no round trip to the server. The summary then shows the entries of the blank fields, which
 * the markup already holds, and takes focus; its links focus their field. Every other rule is the
 * server's, as without script: a form whose required fields are filled is posted. They only
 * change attributes (`hidden`), which hydration leaves alone, and they mark the summary
 * `data-refused` so that the app, once it runs, shows its own errors in their place
 * (ErrorSummary's `onRefusedBeforeApp`). Once the app renders on its own the waiting summary is
 * gone, and they stand down.
 *
 * The submit and the clicks are heard on the window, in the capture phase: while React hydrates
 * the page it stops an event that lands on a part not yet hydrated at the document.
 */
// A module script: it runs once the page is parsed, so the page above the form and the form
// itself paint at once (a classic script before the form made the browser paint the page in two
// steps, and the form's first answer, the internship choice, came 44 ms after the first paint).
// It finds its summaries by their attributes, each once (`data-watched`): a module script has no
// `document.currentScript`.
// s: the summary, i: its entries, c: an entry's field, k: a field left blank (a group of radios
// with none chosen, a box not ticked, a text, file or choice that is empty), b: the blank
// fields' entries, t: the control a link focuses (a group's first radio), q: its question
// (legend or label), scrolled into view. The form is known when it is sent: it follows the
// summary in the page.
export const errorSummaryScript =
  'for(let s of document.querySelectorAll("[data-form][data-state=before-app]:not([data-watched])")){' +
  's.dataset.watched="";let i=[...s.querySelectorAll("li[data-field]")],c=l=>document.getElementById(l.dataset.field),' +
  'k=x=>x.matches("fieldset")?!x.querySelector(":checked"):x.type=="checkbox"?!x.checked:!x.value.trim();' +
  'addEventListener("submit",e=>{if(e.target.id!=s.dataset.form||!s.isConnected)return;' +
  'let b=i.filter(l=>c(l)&&k(c(l)));for(let l of i)l.hidden=!b.includes(l);' +
  'if(s.hidden=!b.length)return;e.preventDefault();s.dataset.refused="";s.focus()},!0);' +
  'addEventListener("click",e=>{let a=s.isConnected&&e.target.closest?.("li[data-field] a");' +
  'if(!a||!s.contains(a))return;e.preventDefault();' +
  'let t=c(a.parentNode),q=t.querySelector("legend")||t.labels?.[0]||t;t=t.querySelector("input")||t;' +
  'q.scrollIntoView({block:"start"});t.focus({preventScroll:!0})},!0)}';
