import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { StorageError } from "../../ports/storage.port";
import type { ChainError } from "../../ports/chain.errors";
import type { PricedToken, TradePricesPort } from "../../ports/trade-events.port";
import type { WalletConnectionType } from "../../ports/trade-storage.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import { bangkokDay } from "../../shared/bangkok-time";
import { dailyVolumeCheck } from "../daily-volume";
import { thbSatang, tokenUsdValue } from "../thb-value";
import { historyPriceUnavailable, historyTokenUnknown, walletLinkRequired } from "../history.errors";
import { allTrades } from "../wallet-trades";
import { linkWallet, type LinkWalletDeps, type LinkWalletError, type WalletProof } from "./link-wallet";

/** `prices` null: no price feed (no chain), so a volume check answers HISTORY_PRICE_UNAVAILABLE. */
export type UpdateWalletAddressDeps = LinkWalletDeps & Readonly<{ prices: TradePricesPort | null }>;
/** PUT /user/address: the wallet, how it is connected, its proof when not linked yet, and optionally the trade about to be made. */
export type UpdateWalletAddressInput = Readonly<{
  userId: string;
  ethAddress: string;
  walletConnectionType: WalletConnectionType;
  isCheckDailyVolume: boolean;
  /** The trade being made: token code or address, amount in base units. */
  options?: Readonly<{ fromToken: string; fromTokenAmount: bigint }>;
  /** The wallet's signed sign-in message; needed unless the wallet is the caller's already. */
  proof?: WalletProof;
}>;
/** Why the day's volume could not be known. */
export type DailyVolumeError = StorageError | ChainError | ReturnType<typeof historyTokenUnknown> | ReturnType<typeof historyPriceUnavailable>;
/** Whether the objective of trading is needed, and the day's THB total in satang when checked. */
export type UpdateWalletAddressOutput = Readonly<{ isOverDailyVolumeLimit: boolean; dailyVolumeThbSatang: bigint | null }>;
export type UpdateWalletAddressError =
  | UserNotFound
  | StorageError
  | ChainError
  | LinkWalletError
  | ReturnType<typeof walletLinkRequired>
  | ReturnType<typeof historyTokenUnknown>
  | ReturnType<typeof historyPriceUnavailable>;

const findToken = (tokens: readonly PricedToken[], wanted: string) =>
  tokens.find((t) => t.code === wanted || t.address.toLowerCase() === wanted.toLowerCase());

/**
 * Links the wallet on its signed proof, or refreshes the caller's own linked wallet
 * (WALLET_LINK_REQUIRED for any other without proof), and, when asked, applies the daily-volume rule of decisions.md: the
 * THB value of the user's trades in the current Asia/Bangkok day (all their wallets) plus the
 * trade being made; over 5,000,000 Baht needs the objective of trading.
 * @example await updateWalletAddress(deps, { userId, ethAddress, walletConnectionType: "MetaMask", isCheckDailyVolume: false });
 */
export function updateWalletAddress(deps: UpdateWalletAddressDeps, input: UpdateWalletAddressInput): ResultAsync<UpdateWalletAddressOutput, UpdateWalletAddressError> {
  const now = deps.clock.now();
  const address = input.ethAddress.toLowerCase();
  const { proof } = input;
  const saved: ResultAsync<unknown, UpdateWalletAddressError> =
    proof !== undefined
      ? linkWallet(deps, { userId: input.userId, address, connectionType: input.walletConnectionType, proof })
      : loadUser(deps.storage.users, input.userId)
          .andThen(() => deps.trades.findWallet(address))
          // Unlinked and another user's wallet get the same answer: whether an address has an account is nobody's business.
          .andThen((owner) => (owner?.userId === input.userId ? okAsync(owner) : errAsync(walletLinkRequired(address))))
          .andThen(() => deps.trades.saveWallet({ address, userId: input.userId, connectionType: input.walletConnectionType, updatedAt: now }))
          .mapErr((e) => (e.code === "STORAGE_CONFLICT" ? walletLinkRequired(address) : e));
  return saved
    .andThen((): ResultAsync<UpdateWalletAddressOutput, UpdateWalletAddressError> => {
      if (!input.isCheckDailyVolume || input.options === undefined) return okAsync({ isOverDailyVolumeLimit: false, dailyVolumeThbSatang: null });
      return checkDailyVolume(deps, input.userId, input.options, now);
    });
}

/**
 * The daily-volume rule for `userId`'s trade about to be made: the day's THB total of all their wallets plus this
 * trade, and whether it passes the limit (shared by the wallet check and the trading gate).
 */
export function checkDailyVolume(
  deps: Readonly<{ trades: UpdateWalletAddressDeps["trades"]; prices: UpdateWalletAddressDeps["prices"] }>,
  userId: string,
  trade: NonNullable<UpdateWalletAddressInput["options"]>,
  now: number,
): ResultAsync<UpdateWalletAddressOutput, DailyVolumeError> {
  const day = bangkokDay(now);
  if (deps.prices === null) return errAsync(historyPriceUnavailable("ALL"));
  return ResultAsync.combine([deps.prices.tokens(), deps.prices.usdThbRate(), deps.trades.listWallets(userId)] as const).andThen(
    ([tokens, rate, wallets]) => {
      const token = findToken(tokens, trade.fromToken);
      if (token === undefined) return errAsync(historyTokenUnknown(trade.fromToken));
      if (token.usdPrice === null) return errAsync(historyPriceUnavailable(token.code));
      const current = thbSatang(tokenUsdValue(trade.fromTokenAmount, token.decimals, token.usdPrice), rate);
      const range = { startTimestamp: Math.ceil(day.start / 1000), endTimestamp: Math.ceil(day.end / 1000) - 1 };
      return allTrades(deps.trades, { traders: wallets.map((w) => w.address), ...range }).map((trades) => {
        const check = dailyVolumeCheck(
          trades.map((t) => ({ timestamp: t.blockTimestamp * 1000, thbSatang: t.thbSatang })),
          current,
          now,
        );
        return { isOverDailyVolumeLimit: check.exceedsLimit, dailyVolumeThbSatang: check.totalSatang };
      });
    },
  );
}
