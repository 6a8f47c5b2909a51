import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { StorageError } from "../../ports/storage.port";
import type { ChainError } from "../../ports/chain.errors";
import type { PricedToken, TradePricesPort } from "../../ports/trade-events.port";
import type { WalletConnectionType } from "../../ports/trade-storage.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import { bangkokDay } from "../../shared/bangkok-time";
import { dailyVolumeWithTrade, objectiveFiledToday, VOLUME_RESERVATION_TTL_MS } from "../daily-volume";
import { thbSatang, tokenUsdValue } from "../thb-value";
import { historyPriceUnavailable, historyTokenUnknown, walletLinkRequired } from "../history.errors";
import { linkWallet, type LinkWalletDeps, type LinkWalletError, type WalletProof } from "./link-wallet";

/** `prices` null: no price feed (no chain), so a volume check answers HISTORY_PRICE_UNAVAILABLE. */
export type UpdateWalletAddressDeps = LinkWalletDeps & Readonly<{ prices: TradePricesPort | null }>;
/** PUT /user/address: the wallet, how it is connected, its proof when not linked yet, and optionally the trade about to be made. */
export type UpdateWalletAddressInput = Readonly<{
  userId: string;
  ethAddress: string;
  walletConnectionType: WalletConnectionType;
  isCheckDailyVolume: boolean;
  /**
   * The trade being made: token code or address, amount in base units; `reservationId` (the
   * front door's flow run) holds its volume until it is reported sent or the reservation expires.
   */
  options?: Readonly<{ fromToken: string; fromTokenAmount: bigint; reservationId?: string }>;
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

/** A check without a reservation id holds nothing: it reserves zero under this id, already expired. */
const CHECK_ONLY = "check-only";

/** The THB value (satang) of `amount` base units of the token (code or address) at the feed's prices. */
export function tradeThbSatang(
  prices: TradePricesPort | null,
  tokenWanted: string,
  amount: bigint,
): ResultAsync<bigint, ChainError | ReturnType<typeof historyTokenUnknown> | ReturnType<typeof historyPriceUnavailable>> {
  if (prices === null) return errAsync(historyPriceUnavailable("ALL"));
  return ResultAsync.combine([prices.tokens(), prices.usdThbRate()] as const).andThen(([tokens, rate]) => {
    const token = findToken(tokens, tokenWanted);
    if (token === undefined) return errAsync(historyTokenUnknown(tokenWanted));
    if (token.usdPrice === null) return errAsync(historyPriceUnavailable(token.code));
    return okAsync(thbSatang(tokenUsdValue(amount, token.decimals, token.usdPrice), rate));
  });
}

/**
 * The day's volume (storage sums stored trades, trades sent and not indexed yet, and live
 * reservations, under the user's lock) plus this trade, reserved under its id so a concurrent
 * check counts it too; asked once a Bangkok day. Shared by the wallet check and the trading gate.
 */
export function checkDailyVolume(
  deps: Readonly<{ trades: UpdateWalletAddressDeps["trades"]; prices: UpdateWalletAddressDeps["prices"] }>,
  userId: string,
  trade: NonNullable<UpdateWalletAddressInput["options"]>,
  now: number,
): ResultAsync<UpdateWalletAddressOutput, DailyVolumeError> {
  const day = bangkokDay(now);
  return tradeThbSatang(deps.prices, trade.fromToken, trade.fromTokenAmount).andThen((current) => {
    const reservation =
      trade.reservationId === undefined
        ? { userId, id: CHECK_ONLY, thbSatang: 0n, createdAt: now, expiresAt: now }
        : { userId, id: trade.reservationId, thbSatang: current, createdAt: now, expiresAt: now + VOLUME_RESERVATION_TTL_MS };
    return ResultAsync.combine([deps.trades.listObjectives(userId), deps.trades.reserveDailyVolume(reservation, day)] as const).map(([objectives, prior]) => {
      const check = dailyVolumeWithTrade(prior, current, objectiveFiledToday(objectives, now));
      return { isOverDailyVolumeLimit: check.exceedsLimit, dailyVolumeThbSatang: check.totalSatang };
    });
  });
}
