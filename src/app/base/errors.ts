// The single error vocabulary of the use-cases; the web maps each code to an HTTP status in one place.
// Illegal orders are never errors: they come back as Problems in the result.
import { isDatabaseUnavailable } from '../../db/unavailable';

export type ServiceErrorCode =
  | 'not-found'
  | 'stale-step'
  | 'not-awaited'
  | 'game-over'
  | 'bad-request'
  | 'unavailable'
  /** The link's seat is not the side's any more: the organiser gave the side to another player. */
  | 'seat-taken';

export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const httpStatus: Record<ServiceErrorCode, number> = {
  'not-found': 404,
  'stale-step': 409,
  'not-awaited': 409,
  'game-over': 409,
  'bad-request': 400,
  unavailable: 503,
  'seat-taken': 403,
};

/** A refusal for now, answered "try again in a moment": the service said so, or the database cannot
 *  be reached (a restart, a failover, a full disk), and what was asked was not stored. */
export const isUnavailable = (err: unknown): boolean =>
  (err instanceof ServiceError && err.code === 'unavailable') || isDatabaseUnavailable(err);
