// A refusal carried as a message key (issue #17): its English text stays the error's message for logs
// and the API, and each answer or page renders it in its reader's language. A value named "...At" is
// an instant (ISO), written in the reader's language.
import { momentIn } from '../../i18n/dates';
import { translator, type Lang, type Message, type MessageVars, type T } from '../../i18n/index';
import { ServiceError, type ServiceErrorCode } from './errors';

const inLang = (lang: Lang, vars?: MessageVars): MessageVars | undefined =>
  vars &&
  Object.fromEntries(
    Object.entries(vars).map(([k, v]) => [k, k.endsWith('At') ? momentIn(lang, String(v)) : v]),
  );

export function refusal(
  key: string,
  vars?: MessageVars,
  code: ServiceErrorCode = 'bad-request',
): ServiceError {
  const message: Message = vars ? { key, vars } : { key };
  return new ServiceError(code, translator('en')(key, inLang('en', vars)), { message });
}

/** The refusal in the reader's language; an error of another part keeps its own (English) text. */
export function refusalIn(t: T, err: ServiceError): string {
  const m = err.details?.message as Message | undefined;
  return m && typeof m.key === 'string' ? t(m.key, inLang(t.lang, m.vars)) : err.message;
}
