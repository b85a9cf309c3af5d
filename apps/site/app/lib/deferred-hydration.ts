/**
 * Hydration that never delays the first paint. The build (scripts/static-extras.ts) moves React
 * Router's inline module script and its modulepreload links into a JSON data block and adds
 * DEFERRED_HYDRATION_LOADER, which turns them back into a module script and preloads when it starts:
 * - content-only pages (home, services, legal, 404) start on the first pointerdown, touchstart,
 *   keydown, focus on a control or click: their HTML is complete and every link works without script;
 * - pages with live data or a form (projects, all work, contact) start right after the first paint,
 *   so the visitor sees the prerendered page before any script is fetched.
 * Clicks on buttons (or `#` links) before hydration has finished are held and replayed in order once
 * the root layout marks the document as hydrated, so the first tap on a toggle still works.
 */

/** The id of the JSON data block holding the module script text, its preloads and when to start. */
export const DEFERRED_MODULE_ID = 'deferred-hydration'

/** The attribute the root layout sets (as `data-hydrated`) once React has hydrated the page. */
export const HYDRATED_DATASET_KEY = 'hydrated'

export type HydrationStart = 'interaction' | 'paint'

export interface DeferredModule {
  start: HydrationStart
  preload: string[]
  module: string
}

/**
 * The inline loader, kept as plain ES2017 text so what the unit test runs is exactly what ships
 * (and what the CSP hashes). Links to other pages, popover toggles and `<details>` summaries are
 * never held: the browser handles them without script.
 * In-page `#` links are held like buttons, so the app's smooth scroll and focus move apply.
 * "After the first paint" is a timeout queued from an animation frame callback, which runs just
 * before that frame is painted.
 */
export const DEFERRED_HYDRATION_LOADER = `(function(){
var d=document,h=d.documentElement,started=false,held=[],
data=JSON.parse(d.getElementById("${DEFERRED_MODULE_ID}").textContent),
types=["pointerdown","touchstart","keydown","focusin","click"];
function hydrated(){return "${HYDRATED_DATASET_KEY}" in h.dataset}
function start(){
if(started)return;started=true;
new MutationObserver(function(_,o){if(!hydrated())return;o.disconnect();
types.forEach(function(t){removeEventListener(t,on,true)});
var q=held;held=[];q.forEach(function(b){if(b.isConnected)b.click()})}).observe(h,{attributes:true});
data.preload.forEach(function(href){var l=d.createElement("link");l.rel="modulepreload";l.href=href;d.head.appendChild(l)});
var s=d.createElement("script");s.type="module";s.textContent=data.module;d.head.appendChild(s)}
function on(e){
if(hydrated())return;
var t=e.target&&e.target.closest?e.target:null;
if(e.type==="focusin"&&!(t&&t.closest("a[href],button,input,select,textarea,summary,[tabindex]")))return;
start();
if(e.type!=="click"||!t)return;
var b=t.closest("button:not([popovertarget]),a[href^='#']");
if(b&&!b.disabled){e.preventDefault();e.stopImmediatePropagation();held.push(b)}}
types.forEach(function(t){addEventListener(t,on,{capture:true,passive:t!=="click"})});
if(data.start==="paint")requestAnimationFrame(function(){setTimeout(start,0)})
})()`

/** The JSON data block for the loader; `<` is escaped so its text cannot close the element. */
export function deferredModuleBlock(deferred: DeferredModule): string {
  const json = JSON.stringify(deferred).replaceAll('<', '\\u003c')
  return `<script type="application/json" id="${DEFERRED_MODULE_ID}">${json}</script>`
}
