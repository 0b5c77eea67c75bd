// What the admin JSON API routes share: a zod-checked body (400 with the first problem otherwise)
// and async handlers whose errors reach express's error handler.
import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';

export function parsed<T>(schema: z.ZodType<T>, value: unknown, res: Response): T | null {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  res
    .status(400)
    .json({ error: 'bad-request', message: `${issue?.path.join('.') || 'body'}: ${issue?.message}` });
  return null;
}

type Handler = (req: Request, res: Response) => Promise<void>;
export const handled = (h: Handler) => (req: Request, res: Response, next: NextFunction) =>
  h(req, res).catch(next);
