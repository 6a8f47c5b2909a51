import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { ChainError } from "../../ports/chain.errors";
import type { ClockPort } from "../../ports/clock.port";
import type { StorageError } from "../../ports/storage.port";
import type { TradePricesPort } from "../../ports/trade-events.port";
import type { TradeStoragePort } from "../../ports/trade-storage.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import { historyPriceUnavailable, historyTokenUnknown, walletLinkRequired } from "../history.errors";
import { tradeThbSatang } from "./update-wallet-address";

export type ReportSentTradeDeps = Readonly<{ storage: AccountStorage; trades: TradeStoragePort; prices: TradePricesPort | null; clock: ClockPort }>;
/** POST /user/trading/sent: a trade the user's wallet just sent, and the reservation of its volume check. */
export type ReportSentTradeInput = Readonly<{
  userId: string;
  reservationId: string;
  transactionHash: string;
  walletAddress: string;
  fromToken: string;
  toToken: string;
  fromTokenAmount: bigint;
  toTokenAmount: bigint;
}>;
export type ReportSentTradeError =
  | UserNotFound
  | StorageError
  | ChainError
  | ReturnType<typeof walletLinkRequired>
  | ReturnType<typeof historyTokenUnknown>
  | ReturnType<typeof historyPriceUnavailable>;

/**
 * Keeps a trade sent through the product so the day's volume counts it before the indexer sees
 * it (decisions.md, daily volume counted): from the caller's own wallet, valued in THB here at the
 * feed's prices (never the client's figure), matched later to the indexed trade by hash.
 * @example await reportSentTrade(deps, { userId, reservationId, transactionHash, walletAddress, fromToken: "ETH", toToken: "DAI", fromTokenAmount, toTokenAmount });
 */
export function reportSentTrade(deps: ReportSentTradeDeps, input: ReportSentTradeInput): ResultAsync<{ success: true }, ReportSentTradeError> {
  const address = input.walletAddress.toLowerCase();
  return loadUser(deps.storage.users, input.userId)
    .andThen(() => deps.trades.findWallet(address))
    .andThen((owner) => (owner?.userId === input.userId ? okAsync(owner) : errAsync(walletLinkRequired(address))))
    .andThen(() => tradeThbSatang(deps.prices, input.fromToken, input.fromTokenAmount))
    .andThen((thbSatang) =>
      deps.trades.recordSentTrade({
        userId: input.userId,
        id: input.reservationId,
        transactionHash: input.transactionHash,
        trader: address,
        fromToken: input.fromToken,
        toToken: input.toToken,
        fromAmount: input.fromTokenAmount,
        toAmount: input.toTokenAmount,
        thbSatang,
        sentAt: deps.clock.now(),
      }),
    )
    .map(() => ({ success: true as const }));
}
