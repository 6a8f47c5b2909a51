import { z } from "zod";
import type { KnowledgeAnswer } from "../../../core/ports/assessment-api.port";

const choice = z.string().regex(/^a_[1-9]$/);

/**
 * A knowledge answers file for scripts: `{ "<question id>": "a_n", ... }` (ids as
 * `kul test knowledge --list --json` prints them), or the submission as the API takes it.
 */
export const knowledgeAnswersFileSchema = z.union([
  z.record(z.string().min(1), choice),
  z.array(z.object({ Q: z.string().min(1), A: z.tuple([z.object({ text: choice })]) })),
]);
export type KnowledgeAnswersFile = z.infer<typeof knowledgeAnswersFileSchema>;

/** The submission body of an answers file, in the order the file gives. */
export function knowledgeSubmission(file: KnowledgeAnswersFile): KnowledgeAnswer[] {
  if (Array.isArray(file)) return file.map((item) => ({ Q: item.Q, A: [{ text: item.A[0].text }] }));
  return Object.entries(file).map(([Q, text]) => ({ Q, A: [{ text }] }));
}
