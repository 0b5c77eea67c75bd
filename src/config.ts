// One zod-validated configuration from the environment (ARCHITECTURE.md, "Configuration"). An invalid
// value stops start-up with a message naming the variable; with nothing set everything has a working
// default, and the secrets that must survive restarts (SECRET, ADMIN_TOKEN) are generated once and kept
// in DATA_DIR.
import type { InboundAuthMode } from './mail/inbound/sender-check';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlWith = (...protocols: string[]) =>
  optionalText.refine(
    (v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)),
    `must be a URL (${protocols.join(' or ')})`,
  );

const port = (fallback?: number) =>
  z.coerce
    .number()
    .int('must be an integer')
    .min(0, 'must be a port number 0..65535')
    .max(65535, 'must be a port number 0..65535')
    .optional()
    .transform((v) => v ?? fallback);

/** Environment variable name -> schema. The keys are the names users set, so errors name them. */
const envSchema = z.object({
  PORT: port(3000),
  BASE_URL: urlWith('http:', 'https:'),
  DATA_DIR: optionalText,
  DATABASE_URL: urlWith('postgres:', 'postgresql:'),
  SMTP_URL: urlWith('smtp:', 'smtps:'),
  MAIL_FROM: optionalText,
  MAIL_DOMAIN: optionalText.refine(
    (v) => v === undefined || /^[a-z0-9.-]+$/i.test(v),
    'must be a domain name such as despatch.example.org',
  ),
  SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  ADMIN_TOKEN: optionalText.refine(
    (v) => v === undefined || v.length >= 16,
    'must be at least 16 characters',
  ),
  INBOUND_SMTP_PORT: port(),
  INBOUND_AUTH: z
    .enum(['sender', 'dmarc', 'none'], { message: "must be 'sender', 'dmarc' or 'none'" })
    .optional()
    .transform((v) => v ?? 'sender'),
  IMAP_URL: urlWith('imap:', 'imaps:'),
  INBOUND_SECRET: optionalText.refine(
    (v) => v === undefined || v.length >= 16,
    'must be at least 16 characters',
  ),
  INBOUND_TLS_KEY: optionalText.refine(
    (v) => v === undefined || existsSync(v),
    'must name a readable PEM key file',
  ),
  INBOUND_TLS_CERT: optionalText.refine(
    (v) => v === undefined || existsSync(v),
    'must name a readable PEM certificate file',
  ),
  INBOUND_MAX_BYTES: z.coerce.number().int().min(1024, 'must be at least 1024 bytes').optional(),
  IMAP_INTERVAL_MS: z.coerce.number().int().min(100, 'must be at least 100 ms').optional(),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(10).optional(),
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(10).optional(),
  MIN_TURN_TIME_SECONDS: z.coerce.number().int().min(1, 'must be at least 1 second').optional(),
  ANSWERS_PER_HOUR: z.coerce.number().int().min(1, 'must be at least 1').optional(),
  HOST: optionalText,
  TELEGRAM_BOT_TOKEN: optionalText,
  ORGANISER_EMAIL: optionalText,
  TELEGRAM_API_URL: urlWith('http:', 'https:'),
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['0', '1', ''], { message: "must be '1' (allow) or '0'" })
    .optional()
    .transform((v) => v === '1'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(|[0-9]+|true|false|loopback)$/,
      "must be a number of proxies (e.g. 1), 'loopback', 'true' or 'false'",
    )
    .optional(),
});

export interface Config {
  port: number;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailDomain: string;
  secret: string;
  adminToken: string;
  inboundSmtpPort: number | undefined;
  inboundAuth: InboundAuthMode;
  imapUrl: string | undefined;
  inboundSecret: string | undefined;
  /** STARTTLS for the inbound SMTP listener, when both files are given. */
  inboundTls: { key: Buffer; cert: Buffer } | undefined;
  inboundMaxBytes: number;
  /** How often the IMAP poller looks for new mail (IMAP_URL). */
  imapIntervalMs: number;
  outboxIntervalMs: number;
  sweepIntervalMs: number;
  /** The shortest turn time a game may have: 1 hour, lowered only for tests and demos. */
  minTurnTimeSeconds: number;
  /** The address the web server listens on: 127.0.0.1 when BASE_URL is a loopback address (a laptop
   *  is not a server), else 0.0.0.0; HOST overrides. */
  host: string;
  /** Behind a reverse proxy: how many proxies to trust for the client address (rate limits) and the
   *  scheme; false (the default) trusts none. */
  trustProxy: number | boolean | 'loopback';
  /** Answers to one address an hour for mails without accepted orders (app/replies/answer-cap.ts). */
  answersPerHour: number;
  /** The bot that sends players' Telegram notices (notify_channels of kind telegram). */
  telegramBotToken: string | undefined;
  /** Telegram's Bot API; a test points it at a local server. */
  telegramApiUrl: string;
  /** Lets notices go to loopback, private and link-local addresses (tests, a club's own LAN). */
  webhookAllowPrivate: boolean;
  /** The organiser's address: their notice channels are told when the mail relay stays down. */
  organiserEmail: string | undefined;
  /** Where each generated secret came from, for the start-up message (never the value). */
  generated: string[];
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads a secret kept in DATA_DIR, creating it (mode 0600) on first use. */
function keptSecret(dataDir: string, name: string, bytes: number): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(bytes).toString('base64url');
  try {
    writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process created it first: use theirs, so every process shares one secret.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw err;
  }
  chmodSync(file, 0o600);
  return value;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A host name (without port) that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase();
  return LOOPBACK_NAMES.has(h) || h.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(h);
}

export function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

function trustProxyOf(v: string | undefined): number | boolean | 'loopback' {
  if (v === undefined || v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (v === 'loopback') return 'loopback';
  return Number(v);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const portNumber = e.PORT ?? 3000;
  const baseUrl = (e.BASE_URL ?? `http://localhost:${portNumber}`).replace(/\/+$/, '');
  const dataDir = resolve(e.DATA_DIR ?? './data');
  const mailDomain = e.MAIL_DOMAIN ?? new URL(baseUrl).hostname;
  const generated: string[] = [];
  const secret =
    e.SECRET ??
    (generated.push(`SECRET kept in ${join(dataDir, 'secret')}`), keptSecret(dataDir, 'secret', 32));
  const adminToken =
    e.ADMIN_TOKEN ??
    (generated.push(`ADMIN_TOKEN kept in ${join(dataDir, 'admin-token')}`),
    keptSecret(dataDir, 'admin-token', 24));
  return {
    port: portNumber,
    baseUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Despatch <despatch@${mailDomain}>`,
    mailDomain,
    secret,
    adminToken,
    inboundSmtpPort: e.INBOUND_SMTP_PORT,
    inboundAuth: e.INBOUND_AUTH,
    imapUrl: e.IMAP_URL,
    inboundSecret: e.INBOUND_SECRET,
    inboundTls:
      e.INBOUND_TLS_KEY && e.INBOUND_TLS_CERT
        ? { key: readFileSync(e.INBOUND_TLS_KEY), cert: readFileSync(e.INBOUND_TLS_CERT) }
        : undefined,
    inboundMaxBytes: e.INBOUND_MAX_BYTES ?? 10 * 1024 * 1024,
    imapIntervalMs: e.IMAP_INTERVAL_MS ?? 60_000,
    outboxIntervalMs: e.OUTBOX_INTERVAL_MS ?? 1000,
    sweepIntervalMs: e.SWEEP_INTERVAL_MS ?? 5000,
    minTurnTimeSeconds: e.MIN_TURN_TIME_SECONDS ?? 3600,
    answersPerHour: e.ANSWERS_PER_HOUR ?? 6,
    host: e.HOST ?? (isLoopbackUrl(baseUrl) ? '127.0.0.1' : '0.0.0.0'),
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    telegramBotToken: e.TELEGRAM_BOT_TOKEN,
    telegramApiUrl: (e.TELEGRAM_API_URL ?? 'https://api.telegram.org').replace(/\/+$/, ''),
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    organiserEmail: e.ORGANISER_EMAIL,
    generated,
  };
}

/** A copy safe to print: secrets and credentials in URLs are masked. */
export function describeConfig(config: Config): Record<string, unknown> {
  const mask = (url: string | undefined) => {
    if (!url) return undefined;
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  };
  return {
    port: config.port,
    baseUrl: config.baseUrl,
    dataDir: config.dataDir,
    database: mask(config.databaseUrl) ?? `PGlite in ${join(config.dataDir, 'pglite')}`,
    mail: mask(config.smtpUrl) ?? 'embedded mailbox',
    mailFrom: config.mailFrom,
    inboundAuth: config.inboundAuth,
  };
}
