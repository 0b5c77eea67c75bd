// Server-rendered pages: one handlebars layout (templates/web/layout.hbs) and partials, compiled once.
// Handlebars escapes every {{value}}; only the engine's map SVG is inserted raw ({{{svg}}}), and it
// is built from escaped text by the engine's own SVG helpers.
import Handlebars from 'handlebars';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { tHelper, wordsHelper } from '../i18n/handlebars';
import { sideName } from '../mail/compose/format';
import { deadlineIn, momentFor } from '../i18n/dates';
import { Kept } from '../games/core/kept';
import { fromRoot } from '../paths';

export const TEMPLATE_DIR = fromRoot('templates', 'web');

export interface PageModel {
  title: string;
  [key: string]: unknown;
}

type Compiled = { layout: HandlebarsTemplateDelegate; pages: Map<string, HandlebarsTemplateDelegate> };

function compileAll(): Compiled {
  const hbs = Handlebars.create();
  hbs.registerHelper('t', tHelper);
  hbs.registerHelper('words', wordsHelper);
  // {{deadline iso}}: in UTC, in the player's zone and how long is left when the page's model has
  // `deadlineAsOf` and `timeZone` (the side's pages do; the organiser's desk shows UTC only).
  hbs.registerHelper('deadline', (iso: unknown, options: Handlebars.HelperOptions) => {
    const root = (options.data as { root?: { deadlineAsOf?: unknown; timeZone?: unknown } }).root ?? {};
    const now = typeof root.deadlineAsOf === 'string' ? new Date(root.deadlineAsOf) : undefined;
    const timeZone = typeof root.timeZone === 'string' ? root.timeZone : undefined;
    const lang = (root as { lang?: unknown }).lang === 'ja' ? 'ja' : 'en';
    return (
      deadlineIn(lang, typeof iso === 'string' ? iso : null, {
        ...(now ? { now } : {}),
        ...(timeZone ? { timeZone } : {}),
      }) ?? 'none'
    );
  });
  // {{when iso}}: a moment as people read it, in UTC ("Tue 24 Nov 2026, 18:00 UTC"), and in the page's
  // language and the reader's zone when the model has `lang` and `timeZone` (the hub does).
  hbs.registerHelper('when', (iso: unknown, options: Handlebars.HelperOptions) => {
    const root = (options.data as { root?: { lang?: unknown; timeZone?: unknown } }).root ?? {};
    if (typeof iso !== 'string') return '';
    const lang = root.lang === 'ja' ? 'ja' : 'en';
    return momentFor(lang, iso, typeof root.timeZone === 'string' ? root.timeZone : undefined);
  });
  // A side's name in the page's language when the page's model carries `sideNames`.
  hbs.registerHelper('sideName', (side: unknown, options: Handlebars.HelperOptions) => {
    const names = (options.data as { root?: { sideNames?: Record<string, string> | null } }).root?.sideNames;
    return typeof side === 'string' ? sideName(side, names ?? undefined) : '';
  });
  // {{cite line}}: a report line whose clause ("... [SH-CRT-4]") links to the game's rules summary, when
  // the page's model names the game (`rulesGame`).
  hbs.registerHelper('cite', (line: unknown, options: Handlebars.HelperOptions) => {
    const game = (options.data as { root?: { rulesGame?: unknown } }).root?.rulesGame;
    const text = hbs.escapeExpression(typeof line === 'string' ? line : '');
    const m = / \[([A-Z]{2,3}-[A-Za-z0-9.-]+)\]$/.exec(text);
    if (!m || typeof game !== 'string') return new hbs.SafeString(text);
    const href = `/rules/${encodeURIComponent(game)}#${m[1]}`;
    return new hbs.SafeString(
      `${text.slice(0, m.index)} <a class="clause" href="${hbs.escapeExpression(href)}">[${m[1]}]</a>`,
    );
  });
  hbs.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  hbs.registerHelper('add', (a: unknown, b: unknown) => Number(a) + Number(b));
  hbs.registerHelper('join', (list: unknown, sep: unknown) =>
    Array.isArray(list) ? list.join(typeof sep === 'string' ? sep : ', ') : '',
  );
  const partials = path.join(TEMPLATE_DIR, 'partials');
  for (const file of readdirSync(partials).filter((f) => f.endsWith('.hbs'))) {
    hbs.registerPartial(path.basename(file, '.hbs'), readFileSync(path.join(partials, file), 'utf8'));
  }
  const pages = new Map<string, HandlebarsTemplateDelegate>();
  for (const file of readdirSync(TEMPLATE_DIR).filter((f) => f.endsWith('.hbs') && f !== 'layout.hbs')) {
    pages.set(path.basename(file, '.hbs'), hbs.compile(readFileSync(path.join(TEMPLATE_DIR, file), 'utf8')));
  }
  return { layout: hbs.compile(readFileSync(path.join(TEMPLATE_DIR, 'layout.hbs'), 'utf8')), pages };
}

let compiled: Compiled | null = null;

/** The whole HTML document of page `name` (templates/web/<name>.hbs) inside the layout. */
export function renderPage(name: string, model: PageModel): string {
  compiled ??= compileAll();
  const page = compiled.pages.get(name);
  if (!page) throw new Error(`no web template '${name}'`);
  return compiled.layout({ ...model, body: page(model) });
}

/** Where a page's map goes while the rest of it is rendered (an HTML comment: never in a map). */
const MAP_MARK = '<!--despatch:map-->';
/** Maps as UTF-8, by their SVG text: the 64 most recently used. */
const mapBytes = new Kept<Buffer>(64);

/**
 * A page with a map (`model.svg`) as the bytes to send, the map encoded once per drawing. The map is
 * most of such a page (90 of 100 KB on Sharpsburg): encoding the whole document per request made V8
 * join it into one string of 200 KB (two bytes a character once one is not Latin-1), on its
 * large-object heap, then copy it out again: 1.5 ms of every orders page's 10 on the event loop.
 */
export function renderPageBytes(name: string, model: PageModel): Buffer {
  if (typeof model.svg !== 'string' || model.svg === '') return Buffer.from(renderPage(name, model));
  const svg = model.svg;
  const map = mapBytes.keep(svg, () => Buffer.from(svg));
  const parts = renderPage(name, { ...model, svg: MAP_MARK }).split(MAP_MARK);
  return Buffer.concat(
    parts.flatMap((part, i) => (i === 0 ? [Buffer.from(part)] : [map, Buffer.from(part)])),
  );
}
