// The `t` helper of the templates: {{t "orders.send"}} or {{t "orders.due" when=deadline}}, in the
// language of the page or mail being rendered (its model's `lang`, English when absent).
import type { HelperDelegate, HelperOptions } from 'handlebars';
import { messageGroup, parseLang, translator, type MessageVars } from './index';

export const tHelper: HelperDelegate = (key: unknown, options: HelperOptions) => {
  const root = (options.data as { root?: { lang?: unknown } } | undefined)?.root ?? {};
  const lang = parseLang(typeof root.lang === 'string' ? root.lang : 'en') ?? 'en';
  const vars: MessageVars = {};
  for (const [k, v] of Object.entries(options.hash as Record<string, unknown>))
    if (typeof v === 'string' || typeof v === 'number') vars[k] = v;
  return translator(lang)(String(key), vars);
};

/**
 * {{words "web.script.tap"}}: a group of messages as JSON, in the page's language, for a page's script
 * to read from a data attribute (the browser writes its hints in the reader's language too).
 */
export const wordsHelper: HelperDelegate = (key: unknown, options: HelperOptions) => {
  const root = (options.data as { root?: { lang?: unknown } } | undefined)?.root ?? {};
  const lang = parseLang(typeof root.lang === 'string' ? root.lang : 'en') ?? 'en';
  return JSON.stringify(messageGroup(lang, String(key)));
};
