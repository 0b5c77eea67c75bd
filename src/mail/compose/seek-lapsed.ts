// The short mail that tells a player their seek lapsed with nobody to play: so a seek never just
// disappears from the hub unexplained. Its Reply-To is their own reply address ("seek" again by reply).
import { clubMail } from './club';
import type { OutgoingMail } from './types';

export interface SeekLapsedContext {
  to: string;
  from?: string;
  mailDomain: string;
  seekId: number;
  ladder: string;
  club: string;
  game: string;
  /** The player's own reply address (orders+<player token>@MAIL_DOMAIN). */
  replyTo: string;
  hubUrl: string;
}

export function composeSeekLapsed(ctx: SeekLapsedContext): OutgoingMail {
  const title = `Your seek on ${ctx.ladder} lapsed`;
  const model = {
    title,
    preheader: `${ctx.game}, ${ctx.club}: nobody else sought a game in time.`,
    sections: [
      {
        paragraphs: [
          `Nobody else on the ladder ${ctx.ladder} of ${ctx.club} sought a game of ${ctx.game} while your seek (number ${ctx.seekId}) was open, so it has lapsed.`,
          'To seek again, reply to this mail with one line:',
        ],
        code: [`seek ${ctx.ladder}`],
        button: { url: ctx.hubUrl, label: 'Seek on your page' },
      },
    ],
  };
  return clubMail(ctx, title, model, `despatch.seek.${ctx.seekId}`);
}
