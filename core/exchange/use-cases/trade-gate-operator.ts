import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { Address } from "../../ports/chain.port";
import type { ClockPort } from "../../ports/clock.port";
import type { StorageError } from "../../ports/storage.port";
import type { TradeAuthorizationCounts, TradeAuthorizationRecord, TraderFreezeRecord } from "../../ports/trade-gate.port";
import type { TradeStoragePort } from "../../ports/trade-storage.port";
import { bangkokDay, type TimeRange } from "../../shared/bangkok-time";
import { tradeGateNotFrozen, tradeGateUserNotFound } from "../trade-gate.errors";

/**
 * The server's half of the operator's trading gate controls (`kul admin gate`): it keeps and reads,
 * it never sends a transaction. The owner transactions (cancel, rotate) are signed by the operator's
 * owner key on the operator's side (trade-gate-owner.ts).
 */

export type TradeGateOperatorDeps = Readonly<{ storage: AccountStorage; trades: TradeStoragePort; clock: ClockPort }>;

export type TradeGateUserNotFound = ReturnType<typeof tradeGateUserNotFound>;

/** The account an operator names by id or by email; TRADE_GATE_USER_NOT_FOUND when there is none. */
function findTarget(storage: AccountStorage, user: string): ResultAsync<Readonly<{ id: string; email: string }>, StorageError | TradeGateUserNotFound> {
  const trimmed = user.trim();
  const found = trimmed.includes("@") ? storage.users.findByEmail(trimmed.toLowerCase()) : storage.users.findById(trimmed);
  return found.andThen((record) => (record === null ? errAsync(tradeGateUserNotFound(trimmed)) : okAsync({ id: record.id, email: record.email })));
}

/** An authorization a trade could still use: not used, not cancelled, not expired at `nowMs`. */
export function isOutstanding(record: TradeAuthorizationRecord, nowMs: number): boolean {
  return record.use === null && record.cancellation === null && record.expiry * 1000 > nowMs;
}

/** A frozen (or unfrozen) account: who it is and its stored freeze. */
export type TraderFreezeOutcome = Readonly<{ userId: string; email: string; freeze: TraderFreezeRecord }>;

/**
 * Freezes an account's trading: from now on no authorization is issued to it (issueTradeAuthorization
 * refuses TRADE_GATE_FROZEN). Returns its outstanding authorizations (issued before, unused,
 * uncancelled, unexpired), oldest first, which the operator cancels on chain so none of them can
 * still be traded with.
 * @example await freezeTrader(deps, { user: "ann@example.com", adminId });
 */
export function freezeTrader(
  deps: TradeGateOperatorDeps,
  input: Readonly<{ user: string; adminId: string }>,
): ResultAsync<TraderFreezeOutcome & Readonly<{ outstanding: readonly TradeAuthorizationRecord[] }>, StorageError | TradeGateUserNotFound> {
  return findTarget(deps.storage, input.user).andThen((target) =>
    deps.trades
      .freezeTrader({ userId: target.id, by: input.adminId, at: deps.clock.now() })
      .andThen((freeze) =>
        // Listed after the freeze is stored: an authorization issued meanwhile is in the list, none can follow it.
        deps.trades.listTradeAuthorizations(target.id).map((all) => ({
          userId: target.id,
          email: target.email,
          freeze,
          outstanding: all.filter((a) => isOutstanding(a, deps.clock.now())).reverse(),
        })),
      ),
  );
}

/** Ends an account's freeze (who and when kept); TRADE_GATE_NOT_FROZEN when it is not frozen. */
export function unfreezeTrader(
  deps: TradeGateOperatorDeps,
  input: Readonly<{ user: string; adminId: string }>,
): ResultAsync<TraderFreezeOutcome, StorageError | TradeGateUserNotFound | ReturnType<typeof tradeGateNotFrozen>> {
  return findTarget(deps.storage, input.user).andThen((target) =>
    deps.trades.findTraderFreeze(target.id).andThen((current) =>
      current?.frozen !== true
        ? errAsync(tradeGateNotFrozen(input.user.trim()))
        : deps.trades
            .unfreezeTrader({ userId: target.id, by: input.adminId, at: deps.clock.now() })
            .andThen((freeze) => (freeze === null ? errAsync(tradeGateNotFrozen(input.user.trim())) : okAsync({ userId: target.id, email: target.email, freeze }))),
    ),
  );
}

/** The gate's activity of the current Bangkok day, and the server's gate signer (null without one). */
export type TradeGateActivity = Readonly<{ day: TimeRange; signer: Address | null } & TradeAuthorizationCounts>;

/**
 * What the server knows of the gate today: authorizations issued (by issue time) and used (by
 * the block time of the trade, as the indexer read it) in the current Bangkok day, and its signer.
 */
export function tradeGateActivity(deps: Pick<TradeGateOperatorDeps, "trades" | "clock">, signer: Address | null): ResultAsync<TradeGateActivity, StorageError> {
  const day = bangkokDay(deps.clock.now());
  return deps.trades.countTradeAuthorizations(day).map((counts) => ({ day, signer, ...counts }));
}
