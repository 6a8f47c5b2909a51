import { type ResultAsync, errAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import type { SecureRandomPort } from "../../ports/account-services.port";
import type { ClockPort } from "../../ports/clock.port";
import type { TradeStoragePort } from "../../ports/trade-storage.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import { validateObjective, type TradingObjective } from "../../exchange/exchange-flow-objective";
import type { ObjectiveError } from "../../exchange/exchange-flow.errors";

export type SubmitTradingObjectiveDeps = Readonly<{ storage: AccountStorage; trades: TradeStoragePort; clock: ClockPort; random: SecureRandomPort }>;
/** POST /user/trading/objective: the objective, a reason for OTHER, and the trade (amount in base units). */
export type SubmitTradingObjectiveInput = Readonly<{
  userId: string;
  objective: TradingObjective | null;
  reason?: string;
  fromToken: string;
  fromTokenAmount: bigint;
}>;
export type SubmitTradingObjectiveError = UserNotFound | StorageError | ObjectiveError;

/**
 * Validates the objective with the exchange flow's own rule (core/exchange/exchange-flow-objective)
 * and keeps it for the operator's records.
 * @example await submitTradingObjective(deps, { userId, objective: "ARBITRAGE", fromToken: "ETH", fromTokenAmount: 10n ** 18n });
 */
export function submitTradingObjective(deps: SubmitTradingObjectiveDeps, input: SubmitTradingObjectiveInput): ResultAsync<{ success: true }, SubmitTradingObjectiveError> {
  const valid = validateObjective({ objective: input.objective, reason: input.reason ?? "" }, { tokenCode: input.fromToken, amount: input.fromTokenAmount });
  if (valid.isErr()) return errAsync(valid.error);
  const submission = valid.value;
  return loadUser(deps.storage.users, input.userId)
    .andThen(() =>
      deps.trades.addObjective({
        id: deps.random.id(),
        userId: input.userId,
        objective: submission.objective,
        reason: submission.reason,
        fromToken: submission.tokenCode,
        fromTokenAmount: submission.amount,
        createdAt: deps.clock.now(),
      }),
    )
    .map(() => ({ success: true as const }));
}
