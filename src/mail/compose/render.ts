// A mail is built as a small document model (sections of paragraphs, lists, code, battles, a button,
// the map) and rendered twice from templates/email: HTML through the one layout and its partials, CSS
// inlined with juice for mail clients that drop <style>; plain text through text.hbs.
import Handlebars from 'handlebars';
import juice from 'juice';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { tHelper } from '../../i18n/handlebars';
import type { Lang } from '../../i18n/index';
import type { BattleGroup } from './format';
import { fromRoot } from '../../paths';

export interface MailSection {
  heading?: string;
  paragraphs?: string[];
  /** A bulleted list. */
  items?: string[];
  /** Monospace lines (order examples, standing orders). */
  code?: string[];
  battles?: BattleGroup[];
  button?: { url: string; label: string };
  image?: { cid: string; alt: string };
  /** Small print. */
  note?: string;
}

export interface MailModel {
  /** The reader's language (the templates' {{t}} and <html lang>); English when absent. */
  lang?: Lang;
  title: string;
  /** The first line a mail client shows in the inbox list. */
  preheader: string;
  sections: MailSection[];
  footer: string[];
}

const DIR = fromRoot('templates', 'email');

function loadTemplates(): { html: HandlebarsTemplateDelegate; text: HandlebarsTemplateDelegate } {
  const hbs = Handlebars.create();
  hbs.registerHelper('t', tHelper);
  const partials = path.join(DIR, 'partials');
  for (const file of readdirSync(partials).filter((f) => f.endsWith('.hbs'))) {
    hbs.registerPartial(path.basename(file, '.hbs'), readFileSync(path.join(partials, file), 'utf8'));
  }
  const read = (name: string): string => readFileSync(path.join(DIR, name), 'utf8');
  return {
    html: hbs.compile(read('layout.hbs'), { strict: false }),
    text: hbs.compile(read('text.hbs'), { noEscape: true }),
  };
}

let templates: ReturnType<typeof loadTemplates> | null = null;

export function renderMail(model: MailModel): { html: string; text: string } {
  templates ??= loadTemplates();
  const html = juice(templates.html(model), { removeStyleTags: true, preserveMediaQueries: true });
  // Collapse the blank lines that template control flow leaves, keeping paragraph breaks.
  const text =
    templates
      .text(model)
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n';
  return { html, text };
}
