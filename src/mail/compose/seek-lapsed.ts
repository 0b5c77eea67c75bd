// The short mail that tells a player their seek lapsed with nobody to play: so a seek never just
// disappears from the hub unexplained. Its Reply-To is their own reply address ("seek" again by reply).
import { translator } from '../../i18n/index';
import { clubMail, type ClubMailBase } from './club';
import type { OutgoingMail } from './types';

export interface SeekLapsedContext extends ClubMailBase {
  seekId: number;
  ladder: string;
  club: string;
  game: string;
}

export function composeSeekLapsed(ctx: SeekLapsedContext): OutgoingMail {
  const t = translator(ctx.lang);
  const vars = { ladder: ctx.ladder, club: ctx.club, game: ctx.game, id: ctx.seekId };
  const title = t('club.mail.seekLapsed.title', vars);
  const model = {
    title,
    preheader: t('club.mail.seekLapsed.preheader', vars),
    sections: [
      {
        paragraphs: [t('club.mail.seekLapsed.body', vars), t('club.mail.seekLapsed.again')],
        code: [t('club.cmd.seek', { ladder: ctx.ladder })],
        button: { url: ctx.hubUrl, label: t('club.mail.seekLapsed.button') },
      },
    ],
  };
  return clubMail(ctx, title, model, `despatch.seek.${ctx.seekId}`);
}
