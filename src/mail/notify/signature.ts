// The signature of a generic webhook's body: HMAC-SHA256 under the channel's secret, in the header
// X-Despatch-Signature as `sha256=<hex>` (the form GitHub's webhooks made familiar).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-despatch-signature';

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** What a receiver does (docs/players.md shows it): true when `header` signs `body`. */
export function signatureMatches(secret: string, body: string, header: string): boolean {
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
