/**
 * The carousel's previous and next buttons, working from the server's HTML before the app has
 * hydrated the page (see ServerScript). Before the slider the track is a strip that scrolls and
 * snaps natively; these few lines show the two buttons (hidden in the markup, so that without
 * script there is no button that does nothing) and scroll the strip one slide either way,
 * wrapping around when the carousel loops. They stand down as soon as the slider
 * exists (`data-slider` on the track, set before its first move); the slider then starts at the slide the strip was scrolled to, waiting for the
 * strip to come to rest while they mark it `data-moving`.
 *
 * The clicks are heard on the window, in the capture phase: while React hydrates the page it
 * stops a click that lands on a part not yet hydrated at the document, before the button's own
 * listeners would hear it, and replays it to its own handlers only.
 *
 * Written small, as it goes into every page with a carousel. r: the carousel, p/n: its previous
 * and next buttons, t: the track, l: it loops, o: where the strip stands (direction, scrolled,
 * scrollable, at the start, at the end), g: moves by one slide (d: -1 or 1), f: marks a button
 * unavailable, as the slider does at the ends of a carousel that does not loop.
 */
export const carouselScript =
  "(r=>{let[p,n]=r.querySelectorAll('button[aria-controls]'),t=document.getElementById(n.getAttribute('aria-controls'))," +
  "l=r.hasAttribute('data-loop'),w=()=>t.hasAttribute('data-slider')," +
  "o=()=>{let s=getComputedStyle(t).direction=='rtl'?-1:1,x=s*t.scrollLeft,m=t.scrollWidth-t.clientWidth;return[s,x,m,x<2,x>m-2]}," +
  'g=d=>{if(w())return;let[s,x,m,a,b]=o(),e=d>0?b:a;if(e&&!l)return;' +
  "r.dataset.moving='';t.scrollTo({left:s*(e?(d>0?0:m):x+d*t.firstElementChild.offsetWidth)," +
  "behavior:matchMedia('(prefers-reduced-motion: reduce)').matches?'instant':'smooth'})}," +
  "f=(b,v)=>v?b.setAttribute('aria-disabled','true'):b.removeAttribute('aria-disabled');" +
  "t.addEventListener('scrollend',()=>r.removeAttribute('data-moving'));" +
  "l||t.addEventListener('scroll',()=>{if(w())return;let[,,,a,b]=o();f(p,a);f(n,b)});" +
  "n.parentNode.hidden=!1;addEventListener('click',e=>{let b=e.target.closest?.('button');b==p?g(-1):b==n&&g(1)},!0)" +
  '})(document.currentScript.parentNode)';
