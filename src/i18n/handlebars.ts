// The `t` helper of the templates: {{t "orders.send"}} or {{t "orders.due" when=deadline}}, in the
// language of the page or mail being rendered (its model's `lang`, English when absent).
import type { HelperDelegate, HelperOptions } from 'handlebars';
import { parseLang, translator, type MessageVars } from './index';

export const tHelper: HelperDelegate = (key: unknown, options: HelperOptions) => {
  const root = (options.data as { root?: { lang?: unknown } } | undefined)?.root ?? {};
  const lang = parseLang(typeof root.lang === 'string' ? root.lang : 'en') ?? 'en';
  const vars: MessageVars = {};
  for (const [k, v] of Object.entries(options.hash as Record<string, unknown>))
    if (typeof v === 'string' || typeof v === 'number') vars[k] = v;
  return translator(lang)(String(key), vars);
};
