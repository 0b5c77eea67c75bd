// The player's hub (/hub/:token): their games, clubs, ladders, challenges and reliability, by a
// signed link of its own (stale or forged: the polite 403 page). Accept, decline and challenge are
// (and the preferences) forms carrying a form token bound to the link, like the orders page; a refusal shows the page
// again with the reason and what was typed. The page, its notices and refusals are in the member's
// language (their preference, which the page's language buttons change).
import express, { Router, type Request, type Response } from 'express';
import { ServiceError } from '../../app/base/errors';
import { challengeAnswerWords } from '../../app/clubs/player-challenges';
import { preferencesWords } from '../../app/clubs/preferences';
import { seekWords } from '../../app/clubs/seeks';
import { momentOf, type MemberReader } from '../../app/clubs/member-reader';
import { refusalIn } from '../../app/base/refusal';
import { channelWords, noticesWords, remindersWords } from '../../app/notify/channel-words';
import { parseDuration } from '../../app/base/duration';
import type { Services } from '../../app/index';
import { isTokenError, verifyHubLink } from '../../security/tokens';
import { badRequest, linkError, sentence } from '../errors';
import { checkFormToken, formToken, limiter, sameOrigin } from '../security';
import { diceModel } from '../pages';
import { renderPage } from '../views';
import { translator } from '../../i18n/index';
import { refusal } from '../../app/base/refusal';
import { BOT_LEVELS } from '../../games/bot';

const PURPOSE = 'hub';

interface Shown {
  notice?: { ok: boolean; text: string };
  form?: { ladder: string; to: string };
}

export function hubRouter(services: Services, config: { secret: string; baseUrl: string }): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });
  const token = (req: Request) => String(req.params.token ?? '');

  function emailOf(req: Request): string {
    const claims = verifyHubLink(config.secret, token(req));
    if (isTokenError(claims)) throw linkError(claims.error);
    return claims.email;
  }

  async function show(req: Request, res: Response, email: string, shown: Shown = {}, status = 200) {
    const [hub, reader, dice] = await Promise.all([
      services.hub.view(email),
      services.hub.reader(email),
      services.playerDice(email),
    ]);
    res.status(status).send(
      renderPage('hub', {
        title: translator(hub.lang)('hub.title'),
        // The mail commands in the reader's words (the English ones work for everyone).
        commands: translator(hub.lang)('hub.commands').split(' | '),
        ...hub,
        ladders: hub.ladders.map((l) => ({ ...l, selected: String(l.id) === shown.form?.ladder })),
        deadlineAsOf: hub.asOf,
        diceGames: dice.games,
        diceStats: dice.games ? diceModel(dice.kinds) : null,
        practiceChoices: services.hub.practiceChoices(reader),
        practiceLevels: BOT_LEVELS.map((level) => ({
          value: level,
          label: reader.t(`hub.practice.levels.${level}`),
          selected: level === 'normal',
        })),
        action: `/hub/${token(req)}`,
        formToken: formToken(config.secret, PURPOSE, token(req)),
        ...shown,
      }),
    );
  }

  /** Runs a player's action: its answer on the page, or the service's refusal with what was typed. */
  async function act(
    req: Request,
    res: Response,
    run: (email: string, reader: MemberReader) => Promise<string>,
    form?: Shown['form'],
  ) {
    const email = emailOf(req);
    checkFormToken(config.secret, PURPOSE, token(req), req.body?.formToken);
    const reader = await services.hub.reader(email);
    try {
      await show(req, res, email, { notice: { ok: true, text: await run(email, reader) } });
    } catch (err) {
      if (!(err instanceof ServiceError) || err.code === 'unavailable') throw err;
      // Read again: a refused language change leaves the page in the language it was.
      const t = (await services.hub.reader(email)).t;
      await show(req, res, email, { notice: { ok: false, text: sentence(refusalIn(t, err)) }, form }, 422);
    }
  }

  router.get('/hub/:token', limiter(120), async (req, res) => {
    await show(req, res, emailOf(req));
  });

  router.post('/hub/:token/challenges/:id', limiter(30), sameOrigin(config.baseUrl), form, (req, res) => {
    const answer = String(req.body?.answer ?? '');
    const id = Number(req.params.id);
    if ((answer !== 'accept' && answer !== 'decline') || !Number.isInteger(id))
      badRequest('the form must answer accept or decline to a numbered challenge');
    return act(req, res, async (email, reader) => {
      return challengeAnswerWords(
        await services.hub.answer({ email, id, answer: answer as 'accept' | 'decline' }),
        reader,
      );
    });
  });

  router.post('/hub/:token/challenge', limiter(30), sameOrigin(config.baseUrl), form, (req, res) => {
    const typed = { ladder: String(req.body?.ladder ?? ''), to: String(req.body?.to ?? '').trim() };
    return act(
      req,
      res,
      async (email, reader) => {
        if (!typed.to) throw refusal('hub.challenge.needAddress');
        const c = await services.hub.challenge({ email, ladder: typed.ladder, to: typed.to });
        return reader.t('hub.notice.challenged', {
          to: typed.to,
          id: c.id,
          by: momentOf(reader, c.answerBy),
        });
      },
      typed,
    );
  });

  router.post('/hub/:token/seek', limiter(30), sameOrigin(config.baseUrl), form, (req, res) => {
    const ladder = String(req.body?.ladder ?? '');
    return act(req, res, async (email, reader) => {
      const done = await services.hub.seek({ email, ladder });
      const name = (await services.clubs.ladder(ladder)).name;
      return seekWords(name, done, reader);
    });
  });

  router.post('/hub/:token/practice', limiter(30), sameOrigin(config.baseUrl), form, (req, res) => {
    const choice = String(req.body?.choice ?? '');
    const level = String(req.body?.level ?? 'normal');
    return act(req, res, async (email, reader) => {
      const started = await services.hub.practice({ email, choice, level, lang: reader.t.lang });
      return reader.t('hub.practice.started', { game: started.title, number: started.number });
    });
  });

  router.post('/hub/:token/bids/:id', limiter(30), sameOrigin(config.baseUrl), form, (req, res) => {
    const id = Number(req.params.id);
    const points = String(req.body?.points ?? '').trim();
    const side = String(req.body?.side ?? '');
    if (!Number.isInteger(id)) badRequest('the form must name a numbered challenge');
    return act(req, res, async (email, reader) => {
      if (!/^\d{1,3}$/.test(points)) throw refusal('hub.notice.bidNumber');
      return services.hub.describeBid(
        reader,
        await services.hub.bid({ email, id, points: Number(points), side }),
      );
    });
  });

  router.post('/hub/:token/preferences', limiter(30), sameOrigin(config.baseUrl), form, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const games = ([] as unknown[]).concat(body.games ?? []).map(String);
    const most = String(body.maxGames ?? '').trim();
    const turn = String(body.turnTime ?? '').trim();
    return act(req, res, async (email, reader) => {
      const now = await services.hub.preferences({
        email,
        games,
        maxGames: most === '' ? null : Number(most),
        turnTime: turn === '' ? null : turn,
      });
      return reader.t('club.prefs.saved', { words: preferencesWords(now, reader.t) });
    });
  });

  // A notice channel besides mail (issue #44): added, or switched on again with the choices given.
  router.post('/hub/:token/notify', limiter(30), sameOrigin(config.baseUrl), form, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    return act(req, res, async (email, reader) => {
      const set = await services.notify.set(email, {
        kind: String(body.kind ?? ''),
        target: String(body.target ?? ''),
        private: body.private === 'on',
        kinds: ([] as unknown[]).concat(body.notices ?? []).map(String),
        // "24h 6h 1h": each moment before a deadline; what is not a duration is left out.
        reminders: String(body.reminders ?? '')
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((r) => parseDuration(r) ?? 0),
      });
      const t = reader.t;
      return [
        t('notify.set', {
          channel: channelWords({ kind: set.kind, target: set.target }, t),
          notices: noticesWords(set.kinds, t),
        }),
        t('notify.reminders', { when: remindersWords(set.reminders, t) }),
        t(set.private ? 'notify.private' : 'notify.shared'),
        ...(set.secret ? [t('notify.hub.secret', { secret: set.secret })] : []),
      ].join(' ');
    });
  });

  router.post('/hub/:token/notify/off', limiter(30), sameOrigin(config.baseUrl), form, (req, res) =>
    act(req, res, async (email, reader) => {
      const count = await services.notify.off(email);
      return reader.t(count > 0 ? 'notify.offDone' : 'notify.noneOn', { count });
    }),
  );

  // One channel paused (kept with its choices) or switched on again.
  for (const word of ['on', 'off'] as const)
    router.post(`/hub/:token/notify/:id/${word}`, limiter(30), sameOrigin(config.baseUrl), form, (req, res) =>
      act(req, res, async (email, reader) => {
        const id = Number(req.params.id);
        const changed = Number.isSafeInteger(id)
          ? await services.notify.switch(email, word === 'on', { id })
          : 0;
        return reader.t(
          changed === 0 ? 'notify.hub.unchanged' : `notify.hub.${word === 'on' ? 'resumed' : 'paused'}`,
        );
      }),
    );

  router.post('/hub/:token/language', limiter(30), sameOrigin(config.baseUrl), form, (req, res) => {
    const lang = String(req.body?.lang ?? '');
    return act(req, res, async (email) => {
      const now = await services.hub.preferences({ email, lang });
      return translator(now.lang)('hub.language.saved');
    });
  });

  return router;
}
