/**
 * The carousel's previous and next buttons, working from the server's HTML before the app has
 * hydrated the page (see ServerScript). Before the slider the track is a strip that scrolls and
 * snaps natively; these few lines show the two buttons (hidden in the markup, so that without
 * script there is no button that does nothing) and scroll the strip one slide either way,
 * wrapping around when the carousel loops. They stand down once the slider runs
 * (`data-ready`); the slider then starts at the slide the strip was scrolled to.
 *
 * Written small, as it goes into every page with a carousel. r: the carousel, p/n: its previous
 * and next buttons, t: the track, l: it loops, o: where the strip stands (direction, scrolled,
 * scrollable, at the start, at the end), g: moves by one slide (d: -1 or 1), f: marks a button
 * unavailable, as the slider does at the ends of a carousel that does not loop.
 */
export const carouselScript =
  "(r=>{let[p,n]=r.querySelectorAll('button[aria-controls]'),t=document.getElementById(n.getAttribute('aria-controls'))," +
  "l=r.hasAttribute('data-loop'),w=()=>r.hasAttribute('data-ready')," +
  "o=()=>{let s=getComputedStyle(t).direction=='rtl'?-1:1,x=s*t.scrollLeft,m=t.scrollWidth-t.clientWidth;return[s,x,m,x<2,x>m-2]}," +
  'g=d=>{if(w())return;let[s,x,m,a,b]=o(),e=d>0?b:a;if(e&&!l)return;' +
  't.scrollTo({left:s*(e?(d>0?0:m):x+d*t.firstElementChild.offsetWidth),' +
  "behavior:matchMedia('(prefers-reduced-motion: reduce)').matches?'instant':'smooth'})}," +
  "f=(b,v)=>v?b.setAttribute('aria-disabled','true'):b.removeAttribute('aria-disabled');" +
  "l||t.addEventListener('scroll',()=>{if(w())return;let[,,,a,b]=o();f(p,a);f(n,b)});" +
  "n.parentNode.hidden=!1;p.addEventListener('click',()=>g(-1));n.addEventListener('click',()=>g(1))})(document.currentScript.parentNode)";
