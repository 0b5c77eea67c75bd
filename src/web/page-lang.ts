// The language of a page whose reader the link does not name (an invite, a public club page): the
// browser's Accept-Language, English when it asks for neither of ours (issue #17).
import type { Request } from 'express';
import type { Lang } from '../i18n/index';

export function acceptedLang(req: Request): Lang {
  return req.acceptsLanguages('en', 'ja') === 'ja' ? 'ja' : 'en';
}
