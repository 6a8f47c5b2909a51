import { err, ok, type Result } from "neverthrow";
import type { RandomSource } from "../ports/random.port";
import { domainError } from "../shared/domain-error";
import { randomIndex } from "../shared/random-index";
import {
  KNOWLEDGE_CATEGORIES,
  KNOWLEDGE_DRAW_COUNTS,
  type KnowledgeCategory,
  type KnowledgeQuestionRef,
} from "./knowledge-bank";

/** A bank holds fewer questions than the draw takes from it. */
export const knowledgeBankTooSmall = domainError(
  "KNOWLEDGE_BANK_TOO_SMALL",
  (category: KnowledgeCategory, size: number, needed: number) => ({ category, size, needed }),
);
export type KnowledgeBankTooSmall = ReturnType<typeof knowledgeBankTooSmall>;

/** The banks as the draw needs them: the question keys of each category. */
export type DrawableBanks = Readonly<Record<KnowledgeCategory, readonly Readonly<{ key: string }>[]>>;

function pick(keys: string[], count: number, random: RandomSource): string[] {
  // Partial Fisher-Yates: each step moves a random remaining key to the front, so no repeats.
  const pool = [...keys];
  for (let i = 0; i < count; i++) {
    const j = i + randomIndex(random, pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/**
 * Draws one knowledge test: 4 cryptocurrency questions then 2 each of blockchain,
 * cryptocurrency_wallet and investment, without repeats, in category order.
 * @example drawKnowledgeTest(banks, Math.random) // ok([{ category: "cryptocurrency", key: "q_7" }, ...10])
 */
export function drawKnowledgeTest(
  banks: DrawableBanks,
  random: RandomSource,
): Result<KnowledgeQuestionRef[], KnowledgeBankTooSmall> {
  const short = KNOWLEDGE_CATEGORIES.find((c) => new Set(banks[c].map((q) => q.key)).size < KNOWLEDGE_DRAW_COUNTS[c]);
  if (short) return err(knowledgeBankTooSmall(short, banks[short].length, KNOWLEDGE_DRAW_COUNTS[short]));
  return ok(
    KNOWLEDGE_CATEGORIES.flatMap((category) => {
      const keys = [...new Set(banks[category].map((q) => q.key))];
      return pick(keys, KNOWLEDGE_DRAW_COUNTS[category], random).map((key) => ({ category, key }));
    }),
  );
}
