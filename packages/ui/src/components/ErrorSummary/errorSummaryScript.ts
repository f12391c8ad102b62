/**
 * The error summary's own few lines of script, written into the server's HTML inside a summary
 * that waits hidden (see ServerScript): until the app has hydrated the page, a submit of its form
 * with a required field left blank is stopped in the page, with no round trip to the server. The
 * summary then shows the entries of the blank fields, which the markup already holds, and takes
 * focus; its links focus their field. Every other rule is the server's, as without script: a
 * form whose required fields are filled is posted. They only change attributes (`hidden`), which
 * hydration leaves alone, and they mark the summary `data-refused` so that the app, once it runs,
 * shows its own errors in their place (ErrorSummary's `onRefusedBeforeApp`). Once the app
 * renders on its own the waiting summary is gone, and they stand down.
 *
 * The submit and the clicks are heard on the window, in the capture phase: while React hydrates
 * the page it stops an event that lands on a part not yet hydrated at the document.
 */
// s: the summary, i: its entries, c: an entry's field, f: the form sent, b: the blank fields'
// entries. The form is known when it is sent: it follows the summary in the page.
export const errorSummaryScript =
  '(s=>{let i=[...s.querySelectorAll("li[data-field]")],c=l=>document.getElementById(l.dataset.field);' +
  'addEventListener("submit",e=>{let f=e.target;if(f.id!=s.dataset.form||!s.isConnected)return;' +
  'let b=i.filter(l=>c(l)&&!c(l).value.trim());for(let l of i)l.hidden=!b.includes(l);' +
  's.hidden=!b.length;if(!b.length)return;e.preventDefault();' +
  's.setAttribute("data-refused","");s.focus()},!0);' +
  'addEventListener("click",e=>{let a=s.isConnected&&e.target.closest&&e.target.closest("li[data-field] a");' +
  'if(!a||!s.contains(a))return;e.preventDefault();let t=c(a.parentNode);' +
  '(t.labels&&t.labels[0]||t).scrollIntoView({block:"start"});t.focus({preventScroll:!0})},!0)' +
  '})(document.currentScript.parentNode)';
