import type { z } from "zod";

/** One field-level problem of a submission: a dotted path into it and the rule's code. */
export type FieldIssue<C extends string> = Readonly<{ path: string; code: C }>;

/**
 * A zod error as field issues, in zod's order. A custom issue carries its rule's code as its
 * message (the schema's refinements put it there); any other issue gets `fallback`.
 */
export function fieldIssues<C extends string>(error: z.ZodError, fallback: C): FieldIssue<C>[] {
  return error.issues.map((i) => ({ path: i.path.join("."), code: (i.code === "custom" ? i.message : fallback) as C }));
}
