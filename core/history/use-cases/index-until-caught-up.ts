import { ok, type Result } from "neverthrow";
import { indexTrades, type IndexTradesDeps, type IndexTradesError, type IndexTradesInput } from "./index-trades";

/** Where to start and how far to go: indexTrades' input, and at most `maxSteps` steps (default 10,000). */
export type IndexUntilCaughtUpInput = IndexTradesInput & Readonly<{ maxSteps?: number }>;

/**
 * Steps until the cursor reaches the latest block (or `maxSteps`); answers how many trades were new.
 * @example await indexUntilCaughtUp(deps, { startBlock: 0n, batchBlocks: 10n });
 */
export async function indexUntilCaughtUp(
  deps: IndexTradesDeps,
  input: IndexUntilCaughtUpInput,
): Promise<Result<number, IndexTradesError>> {
  let added = 0;
  for (let step = 0; step < (input.maxSteps ?? 10_000); step++) {
    const result = await indexTrades(deps, input);
    if (result.isErr()) return result.map(() => added);
    added += result.value.added;
    if (result.value.fromBlock === null) break;
  }
  return ok(added);
}
