/**
 * The checklist's own few lines of script, written into the server's HTML inside the list: until
 * the app hydrates the page, they show the list while its field has focus or text and set each
 * rule's `data-state` from its `data-pattern`. They only change attributes, which the markup
 * already carries and which hydration leaves alone, and they stop once the component has mounted
 * (`data-hydrated`), so React and they never fight over a node. A list shown by the server (after
 * a refused submit) stays shown. React never runs a script it renders on the client. They listen
 * on the window, in the capture phase: while React hydrates the page it stops an event that lands
 * on a part not yet hydrated at the document, before the field's own listeners would hear it.
 */
// Written small, as it goes into every page that has the list. l: the list's live region,
// f: the field it describes, k: shown by the server (kept), u: brings the list up to date.
export const passwordChecklistScript =
  "(l=>{let f=l.id&&document.querySelector('[aria-describedby~=\"'+l.id+'\"]'),k=l.dataset.state=='visible'," +
  "u=()=>{if(l.hasAttribute('data-hydrated'))return;let v=f.value,s=k||v!=''||document.activeElement==f;" +
  "l.dataset.state=s?'visible':'hidden';l.firstChild.hidden=!s;" +
  "for(let r of l.querySelectorAll('li[data-pattern]'))r.dataset.state=RegExp(r.dataset.pattern).test(v)?'met':'unmet'};" +
  "if(f)for(let t of['input','focus','blur'])addEventListener(t,e=>e.target==f&&u(),!0)})(document.currentScript.parentNode)";
