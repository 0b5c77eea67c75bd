// Pictures named by mails (migration 004): the SVG kept when the mail is queued, the PNG drawn later.
// A close-up shares its map's SVG but for the root tag (migration 023): it is kept as a view, that
// tag and the map's hash, so a report stores its map's SVG once however many close-ups it has.
import { sql } from 'kysely';
import { base64Of, base64Out, bytesIn } from '../bytes';
import type { PictureSource } from '../outgoing-mail';
import type { Db } from './games';

/** A picture as the sender needs it: its PNG in base64 once drawn, else what to draw it from (its SVG
 * is read only then). */
export async function pictureToSend(
  db: Db,
  hash: string,
): Promise<{ pngBase64: string | null; svg: string | null; base: string | null; width: number } | undefined> {
  const row = await db
    .selectFrom('pictures')
    .select([
      base64Of('png').as('pngBase64'),
      sql<string | null>`case when png is null then svg end`.as('svg'),
      'base',
      'width',
    ])
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row && { ...row, pngBase64: base64Out(row.pngBase64) };
}

const ROOT = /^[\s\S]*?<svg\b[^>]*>/;

/** An SVG split at the end of its root tag. */
function split(svg: string): { root: string; body: string } | null {
  const root = ROOT.exec(svg)?.[0];
  return root ? { root, body: svg.slice(root.length) } : null;
}

/** The rows to insert for these pictures: each once, and each that differs from an earlier one only
 *  by its root tag as a view of it. */
export function pictureRows(pictures: readonly PictureSource[]) {
  const unique = [...new Map(pictures.map((p) => [p.hash, p])).values()];
  const bodies = new Map<string, string>(); // body -> hash of the whole picture that holds it
  return unique.map((p) => {
    const parts = split(p.svg);
    const base = parts ? bodies.get(parts.body) : undefined;
    if (parts && base) return { hash: p.hash, svg: parts.root, base, width: p.width };
    if (parts) bodies.set(parts.body, p.hash);
    return { hash: p.hash, svg: p.svg, base: null, width: p.width };
  });
}

/** Stores pictures not stored yet (a picture's hash names its content). */
export async function storePictures(db: Db, pictures: readonly PictureSource[]): Promise<void> {
  if (pictures.length === 0) return;
  await db
    .insertInto('pictures')
    .values(pictureRows(pictures))
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

/** The whole SVG of a stored picture: a view's root tag put on its base's SVG. */
export async function pictureSvg(db: Db, row: { svg: string; base: string | null }): Promise<string> {
  if (!row.base) return row.svg;
  const base = await db
    .selectFrom('pictures')
    .select('svg')
    .where('hash', '=', row.base)
    .executeTakeFirstOrThrow();
  const parts = split(base.svg);
  return parts ? row.svg + parts.body : base.svg;
}

export async function storePicturePng(db: Db, hash: string, png: Buffer, at: Date): Promise<void> {
  await db
    .updateTable('pictures')
    .set({ png: bytesIn(png), rendered_at: at, error: null })
    .where('hash', '=', hash)
    .execute();
}

/** Records a failed drawing; returns how many attempts have failed so far. */
export async function pictureFailed(db: Db, hash: string, error: string): Promise<number> {
  const row = await db
    .updateTable('pictures')
    .set({ attempts: sql`attempts + 1`, error: error.slice(0, 500) })
    .where('hash', '=', hash)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? 0;
}
