import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineStyle } from './html';
import { startAfterPaint, tagHtml, type StartTag } from './start';

/** What a page puts into the shell's built index.html. */
export interface Slots {
  lang: string;
  title: string;
  /** Tags at the end of <head>. */
  head: string;
  /** The content of `#root`; '' leaves it empty. */
  root: string;
  /** After `#root`: the page's data for the browser. */
  data: string;
  /**
   * What the page's code needs as it starts (its remote's manifest, stylesheets the runtime
   * looks for): in the head of a page the browser draws, added after the first paint of a
   * rendered one.
   */
  start?: readonly StartTag[];
}

export interface Template {
  /** The document with these slots filled. */
  fill(slots: Slots): string;
  /** The CSP sources of the styles written into it. */
  styleHashes: readonly string[];
}

/** Marks a slot while the template is compiled (our own index.html never holds it). */
const SLOT = /\{\{slot:(lang|title|head|root|data)\}\}/;

/**
 * The built index.html (html-webpack-plugin writes attributes with or without quotes) read
 * once, its slots marked, and split: a document is then joined from its parts, never scanned.
 */
function compile(html: string, styleHashes: string[], later: readonly StartTag[] | null): Template {
  const marked = html
    .replace(/<html lang="?[a-z-]*"?/, '<html lang="{{slot:lang}}"')
    .replace(/<title>[^<]*<\/title>/, '<title>{{slot:title}}</title>')
    .replace(/<meta name="?description"? content="[^"]*"\s*\/?>/, '')
    .replace('</head>', '{{slot:head}}</head>')
    .replace(/<div id="?root"?><\/div>/, '<div id="root">{{slot:root}}</div>{{slot:data}}');
  const parts = marked.split(SLOT);
  const slot = (slots: Slots, name: string): string => {
    const start = slots.start ?? [];
    if (name === 'head' && !later) return slots.head + start.map(tagHtml).join('');
    if (name === 'data' && later) return slots.data + startAfterPaint([...later, ...start]);
    return slots[name as Exclude<keyof Slots, 'start'>];
  };
  return {
    styleHashes,
    fill: (slots) => parts.map((part, i) => (i % 2 === 1 ? slot(slots, part) : part)).join(''),
  };
}

export interface ShellTemplates {
  /** For a page the browser renders: the app's own start-up hints. */
  plain: Template;
  /**
   * For a rendered page: the shell's styles applied from the start, its script preloads gone,
   * its script and the remote list's preload added after the first paint.
   */
  rendered: Template;
  /** The document for any other address: the app's as built. */
  html: string;
}

/**
 * The shell's documents from its build folder. `hints` (the remote list and connections to the
 * remotes' servers) go into every document: a connection in the head, anything fetched in the
 * head of a page the browser draws and after the first paint of a rendered one. With
 * `inlineCss`, a rendered page carries the shell's stylesheets written into it instead of
 * linked.
 */
export function readTemplates(
  root: string,
  hints: readonly StartTag[],
  inlineCss: boolean,
): ShellTemplates {
  const built = readFileSync(path.join(root, 'index.html'), 'utf8');
  const html = built.replace('</head>', `${hints.map(tagHtml).join('')}</head>`);
  const hashes: string[] = [];
  const later: StartTag[] = hints.filter(([, attrs]) => attrs.rel !== 'preconnect');
  // A rendered page paints before the app's code runs: the shell's start-up styles apply from
  // the start (written in or linked), and its start-up scripts are neither preloaded nor
  // fetched before that paint.
  const rendered = built
    .replace(/<link rel="?preload"? href="?([^" >]+\.css)"? as="?style"?>/g, (link, href) => {
      const style = inlineCss ? shellStyle(root, href) : null;
      if (style) hashes.push(style.hash);
      return style?.html ?? `<link rel="stylesheet" href="${href}">`;
    })
    .replace(/<link rel="?preload"? href="?[^" >]+\.js"? as="?script"?>/g, '')
    .replace(/<script defer(?:="?defer"?)? src="?([^" >]+)"?><\/script>/g, (script, src) => {
      later.push(['script', { src }]);
      return '';
    })
    .replace(
      '</head>',
      `${hints
        .filter(([, attrs]) => attrs.rel === 'preconnect')
        .map(tagHtml)
        .join('')}</head>`,
    );
  return { plain: compile(html, [], null), rendered: compile(rendered, hashes, later), html };
}

function shellStyle(root: string, href: string) {
  const file = path.join(root, path.normalize(href));
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return inlineStyle(href, readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
