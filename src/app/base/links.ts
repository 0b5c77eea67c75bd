// Links and reply tokens put into mails and returned by createGame. Signing is the web engineer's
// (security/tokens); this file only decides lifetimes and URL shapes.
import {
  isTokenError,
  signClaims,
  signHubLink,
  signLink,
  signPlayerReplyToken,
  signReplyToken,
  verifyClaims,
} from '../../security/tokens';
import type { AppConfig } from './context';
import type { Lang } from '../../i18n/index';

/**
 * A link stays valid well past its step: a stale link then explains what happened (ARCHITECTURE.md,
 * "Signed links and reply tokens").
 */
const LINK_GRACE_SECONDS = 30 * 86400;

export interface LinkTarget {
  gameId: string;
  side: string;
  step: number;
  /** The side's seat (raised when the organiser replaces the player); 0 when left out. */
  seat?: number;
}

function expiry(now: Date, turnTimeSeconds: number): number {
  return Math.floor(now.getTime() / 1000) + turnTimeSeconds + LINK_GRACE_SECONDS;
}

export function orderUrl(config: AppConfig, t: LinkTarget, now: Date, turnTimeSeconds: number): string {
  return `${config.baseUrl}/orders/${signLink(config.secret, { ...t, exp: expiry(now, turnTimeSeconds) })}`;
}

export function gameUrl(config: AppConfig, t: LinkTarget, now: Date, turnTimeSeconds: number): string {
  return `${config.baseUrl}/game/${signLink(config.secret, { ...t, exp: expiry(now, turnTimeSeconds) })}`;
}

export function replyToken(
  config: AppConfig,
  gameNumber: number,
  sideIndex: number,
  step: number,
  seat = 0,
): string {
  return signReplyToken(config.secret, { gameNumber, sideIndex, step, seat });
}

/** A hub link lives long: every mail carries a fresh one, and a player may keep an old one bookmarked. */
const HUB_LINK_SECONDS = 180 * 86400;

/** The player's hub page: their games, clubs, ladders and challenges, by address. */
export function hubUrl(config: AppConfig, email: string, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + HUB_LINK_SECONDS;
  return `${config.baseUrl}/hub/${signHubLink(config.secret, { email, exp })}`;
}

/** The reply token of a player's own mails (clubs, challenges): replies carry club commands. */
export function playerReplyToken(config: AppConfig, playerId: number): string {
  return signPlayerReplyToken(config.secret, playerId);
}

/** The link a notice may carry to anyone who reads a shared channel: the service, no power in it. */
export const publicUrl = (config: AppConfig): string => `${config.baseUrl}/`;

/**
 * A game's public page, for notices to shared channels: it shows what a neutral observer sees and
 * gives no power, so it never expires; signed only so that game ids cannot be walked.
 */
export const publicGameUrl = (config: AppConfig, gameId: string): string =>
  `${config.baseUrl}/g/${signClaims(config.secret, 'public-game', { g: gameId })}`;

/** A game's rules summary, in the reader's language (a report's clause ids link to its anchors). */
export const rulesUrl = (config: AppConfig, game: string, lang: Lang): string =>
  `${config.baseUrl}/rules/${encodeURIComponent(game)}${lang === 'en' ? '' : `?lang=${lang}`}`;

/** A finished game's public replay (shown only once the organiser made it public). */
export const publicReplayUrl = (config: AppConfig, gameId: string): string =>
  `${publicGameUrl(config, gameId)}/replay`;

/** The game a public page's token names, or null when it is not one of ours. */
export function gameIdOfPublicToken(config: AppConfig, token: string): string | null {
  const claims = verifyClaims(config.secret, 'public-game', token);
  return !isTokenError(claims) && typeof claims.g === 'string' ? claims.g : null;
}
