/**
 * Deferred hydration for the content-only pages (home, services, legal, 404): their prerendered
 * HTML is complete and every link works without script, so React's scripts load only when the
 * visitor first interacts. The build (scripts/static-extras.ts) moves React Router's inline module
 * script into a JSON data block and adds DEFERRED_HYDRATION_LOADER, which turns it back into a
 * module script on the first pointerdown, touchstart, keydown, focus on a control or click. Clicks
 * on buttons (or `#` links) before hydration has finished are held and replayed in order once the
 * root layout marks the document as hydrated, so the first tap on a toggle still works.
 */

/** The id of the JSON data block holding React Router's module script text. */
export const DEFERRED_MODULE_ID = 'deferred-hydration'

/** The attribute the root layout sets (as `data-hydrated`) once React has hydrated the page. */
export const HYDRATED_DATASET_KEY = 'hydrated'

/**
 * The inline loader, kept as plain ES2017 text so what the unit test runs is exactly what ships
 * (and what the CSP hashes). Links to other pages are never held: they navigate without script.
 * In-page `#` links are held like buttons, so the app's smooth scroll and focus move apply.
 */
export const DEFERRED_HYDRATION_LOADER = `(function(){
var d=document,h=d.documentElement,started=false,held=[],
types=["pointerdown","touchstart","keydown","focusin","click"];
function hydrated(){return "${HYDRATED_DATASET_KEY}" in h.dataset}
function start(){
if(started)return;started=true;
new MutationObserver(function(_,o){if(!hydrated())return;o.disconnect();
types.forEach(function(t){removeEventListener(t,on,true)});
var q=held;held=[];q.forEach(function(b){if(b.isConnected)b.click()})}).observe(h,{attributes:true});
var data=d.getElementById("${DEFERRED_MODULE_ID}"),s=d.createElement("script");
s.type="module";s.textContent=JSON.parse(data.textContent);d.head.appendChild(s)}
function on(e){
if(hydrated())return;
var t=e.target&&e.target.closest?e.target:null;
if(e.type==="focusin"&&!(t&&t.closest("a[href],button,input,select,textarea,summary,[tabindex]")))return;
start();
if(e.type!=="click"||!t)return;
var b=t.closest("button,a[href^='#']");
if(b&&!b.disabled){e.preventDefault();e.stopImmediatePropagation();held.push(b)}}
types.forEach(function(t){addEventListener(t,on,{capture:true,passive:t!=="click"})})
})()`

/** The JSON data block for a module script body; `<` is escaped so it cannot close the element. */
export function deferredModuleBlock(moduleBody: string): string {
  const json = JSON.stringify(moduleBody).replaceAll('<', '\\u003c')
  return `<script type="application/json" id="${DEFERRED_MODULE_ID}">${json}</script>`
}
