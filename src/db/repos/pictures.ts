// Pictures named by mails (migration 004): the SVG kept at resolution, the PNG drawn later.
import { sql } from 'kysely';
import type { Db } from './games';

export async function getPicture(db: Db, hash: string) {
  return db.selectFrom('pictures').selectAll().where('hash', '=', hash).executeTakeFirst();
}

export async function storePicturePng(db: Db, hash: string, png: Buffer, at: Date): Promise<void> {
  await db
    .updateTable('pictures')
    .set({ png, rendered_at: at, error: null })
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
