// Every migration, by dated name. A static list (not a directory scan) so the same code runs
// under tsx, jest and a bundler; kysely's Migrator applies them in name order.
import type { Migration } from 'kysely';
import * as initial from './2026-11-21-001-initial';
import * as inboundClaim from './2026-11-21-002-inbound-claim';
import * as timeControls from './2026-11-21-003-time-controls';
import * as pictures from './2026-11-25-004-pictures';
import * as organiserActions from './2026-11-25-005-organiser-actions';
import * as claims from './2026-11-25-006-claims';
import * as seats from './2026-11-26-007-seats';
import * as clubs from './2026-11-26-008-clubs';
import * as hub from './2026-11-27-009-hub';
import * as tournaments from './2026-11-27-010-tournaments';
import * as indexes from './2026-11-27-011-indexes';
import * as clubDigest from './2026-11-27-012-club-digest';
import * as clubPublic from './2026-11-27-013-club-public';
import * as memberPreferences from './2026-11-27-014-member-preferences';
import * as clubInvites from './2026-11-27-015-club-invites';
import * as sideBids from './2026-11-27-016-side-bids';
import * as ordersIn from './2026-11-27-017-orders-in';
import * as seatLang from './2026-11-27-018-seat-lang';
import * as clubGameRatings from './2026-11-27-019-club-game-ratings';
import * as seekLapseNotices from './2026-11-27-020-seek-lapse-notices';
import * as roundDates from './2026-11-27-021-round-dates';
import * as memberLang from './2026-11-27-022-member-lang';
import * as pictureViews from './2026-11-27-023-picture-views';
import * as roundDue from './2026-11-28-024-round-due';
import * as botSides from './2026-11-28-030-bot-sides';
import * as notifyChannels from './2026-11-28-031-notify-channels';
import * as outboxByAddress from './2026-11-28-040-outbox-by-address';
import * as inboundUnhandled from './2026-11-29-043-inbound-unhandled';
import * as diceContributions from './2026-11-28-041-dice-contributions';
import * as replayPublic from './2026-11-29-042-replay-public';

export const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': initial,
  '2026-11-21-002-inbound-claim': inboundClaim,
  '2026-11-21-003-time-controls': timeControls,
  '2026-11-25-004-pictures': pictures,
  '2026-11-25-005-organiser-actions': organiserActions,
  '2026-11-25-006-claims': claims,
  '2026-11-26-007-seats': seats,
  '2026-11-26-008-clubs': clubs,
  '2026-11-27-009-hub': hub,
  '2026-11-27-010-tournaments': tournaments,
  '2026-11-27-011-indexes': indexes,
  '2026-11-27-012-club-digest': clubDigest,
  '2026-11-27-013-club-public': clubPublic,
  '2026-11-27-014-member-preferences': memberPreferences,
  '2026-11-27-015-club-invites': clubInvites,
  '2026-11-27-016-side-bids': sideBids,
  '2026-11-27-017-orders-in': ordersIn,
  '2026-11-27-018-seat-lang': seatLang,
  '2026-11-27-019-club-game-ratings': clubGameRatings,
  '2026-11-27-020-seek-lapse-notices': seekLapseNotices,
  '2026-11-27-021-round-dates': roundDates,
  '2026-11-27-022-member-lang': memberLang,
  '2026-11-27-023-picture-views': pictureViews,
  '2026-11-28-024-round-due': roundDue,
  '2026-11-28-030-bot-sides': botSides,
  '2026-11-28-031-notify-channels': notifyChannels,
  '2026-11-28-040-outbox-by-address': outboxByAddress,
  '2026-11-28-041-dice-contributions': diceContributions,
  '2026-11-29-042-replay-public': replayPublic,
  '2026-11-29-043-inbound-unhandled': inboundUnhandled,
};
