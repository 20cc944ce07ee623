import { createHash } from 'node:crypto';
import { escapeHtml, scriptJson } from './html';

/**
 * An element a page's code needs as it starts: the shell's script, the preload of the remote
 * list or of a remote's manifest, a remote stylesheet the federation runtime looks for.
 */
export type StartTag = readonly ['script' | 'link', Readonly<Record<string, string>>];

const attributes = (attrs: StartTag[1]) =>
  Object.entries(attrs)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');

/** The tag as HTML, for a document's head. */
export const tagHtml = ([name, attrs]: StartTag): string =>
  name === 'script' ? `<script${attributes(attrs)}></script>` : `<link${attributes(attrs)}>`;

export const START_ELEMENT_ID = 'koris-start';

/**
 * Adds the elements listed in #koris-start to the head once the browser has painted the
 * document's content (the paint's own timing entry, so after the frame is on screen; at once
 * in a hidden tab, which paints nothing; after FALLBACK_MS whatever happens). A rendered page
 * needs no code to be seen: until its first paint, the network and the main thread are the
 * document's alone.
 */
const FALLBACK_MS = 2000;
export const START_LOADER =
  '(function(){var d=document,done=0;function go(){if(done)return;done=1;' +
  `var tags=JSON.parse(d.getElementById('${START_ELEMENT_ID}').textContent);` +
  'for(var i=0;i<tags.length;i++){var e=d.createElement(tags[i][0]),a=tags[i][1];' +
  'for(var k in a)e.setAttribute(k,a[k]);d.head.appendChild(e)}}' +
  "if(d.visibilityState==='hidden')return setTimeout(go);" +
  `setTimeout(go,${FALLBACK_MS});d.addEventListener('visibilitychange',go);` +
  'try{new PerformanceObserver(function(l){' +
  "if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go)" +
  "}).observe({type:'paint',buffered:true})}" +
  'catch(x){requestAnimationFrame(function(){setTimeout(go)})}})()';

/** The CSP source that lets the loader, and no other inline script, run. */
export const START_LOADER_HASH = `'sha256-${createHash('sha256').update(START_LOADER, 'utf8').digest('base64')}'`;

/** The list and the loader, written at the end of a rendered page's body. */
export const startAfterPaint = (tags: readonly StartTag[]): string =>
  `<script type="application/json" id="${START_ELEMENT_ID}">${scriptJson(tags)}</script>` +
  `<script>${START_LOADER}</script>`;
