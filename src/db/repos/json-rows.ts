// Rows built as JSON inside a statement (jsonObjectFrom, jsonArrayFrom) arrive with their timestamps
// as text: these give them back their dates, as a plain select would.
import type { StepRow, SubmissionRow } from '../schema';

type AsJson<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | string };

export const dateOrNull = (d: Date | string | null): Date | null => (d === null ? null : new Date(d));

export function stepFromJson(step: AsJson<StepRow, 'opened_at' | 'deadline' | 'resolved_at'>): StepRow {
  return {
    ...step,
    opened_at: new Date(step.opened_at),
    deadline: dateOrNull(step.deadline),
    resolved_at: dateOrNull(step.resolved_at),
  };
}

export function submissionFromJson(sub: AsJson<SubmissionRow, 'received_at'>): SubmissionRow {
  return { ...sub, received_at: new Date(sub.received_at) };
}
