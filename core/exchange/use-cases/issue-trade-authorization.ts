import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { missingTradeRequirements, type Environment } from "../../account/eligibility";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { ChainError } from "../../ports/chain.errors";
import type { Address } from "../../ports/chain.port";
import type { ClockPort } from "../../ports/clock.port";
import type { StorageError } from "../../ports/storage.port";
import type { TradePricesPort } from "../../ports/trade-events.port";
import type { TradeGateSignerError, TradeGateSignerPort } from "../../ports/trade-gate.port";
import type { TradeStoragePort } from "../../ports/trade-storage.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import type { LegalVersions } from "../../legal/legal-acceptance";
import { getLegalStatus } from "../../legal/use-cases/get-legal-status";
import { historyPriceUnavailable, historyTokenUnknown, walletLinkRequired } from "../../history/history.errors";
import { checkDailyVolume } from "../../history/use-cases/update-wallet-address";
import { tradeGateFrozen, tradeGateUnavailable, tradeRequirementsMissing, tradeTokenNotListed } from "../trade-gate.errors";

/** How long an authorization stays usable: long enough for approvals and a slow wallet, well under 30 minutes. */
export const TRADE_AUTHORIZATION_LIFETIME_S = 10 * 60;
/** The longest lifetime the gate ever signs. */
export const TRADE_AUTHORIZATION_MAX_LIFETIME_S = 30 * 60;

export type IssueTradeAuthorizationDeps = Readonly<{
  storage: AccountStorage;
  trades: TradeStoragePort;
  /** Listed tokens and prices (for the daily volume); null without a chain. */
  prices: TradePricesPort | null;
  /** The gate signer of this network; null when none is configured. */
  signer: TradeGateSignerPort | null;
  clock: ClockPort;
  environment: Environment;
  /** The terms and privacy versions in force: a user who has not accepted them may not trade. */
  legalVersions: LegalVersions;
  lifetimeS?: number;
}>;

/** The trade the user is about to send: from which wallet, the pair and the amount sold (base units). */
export type IssueTradeAuthorizationInput = Readonly<{
  userId: string;
  trader: string;
  src: string;
  dest: string;
  srcAmount: bigint;
  /** The reservation the daily-volume check made for this trade: checked again under the same id, so not counted twice. */
  reservationId?: string;
}>;

/** What the trade passes to the router, and the domain it was signed for. */
export type IssuedTradeAuthorization = Readonly<{
  trader: Address;
  authId: bigint;
  /** Unix seconds. */
  expiry: bigint;
  signature: `0x${string}`;
  chainId: number;
  router: Address;
}>;

export type IssueTradeAuthorizationError =
  | UserNotFound
  | StorageError
  | ChainError
  | TradeGateSignerError
  | ReturnType<typeof tradeGateUnavailable>
  | ReturnType<typeof tradeGateFrozen>
  | ReturnType<typeof tradeRequirementsMissing>
  | ReturnType<typeof walletLinkRequired>
  | ReturnType<typeof tradeTokenNotListed>
  | ReturnType<typeof historyTokenUnknown>
  | ReturnType<typeof historyPriceUnavailable>;

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Issues the operator's authorization of one trade (the router's trading gate): only for an
 * account that may trade (active, KYC approved, both tests, in this order as the alert lists
 * them) and that the operator has not frozen, from a wallet proven to be the account's (Sign-In with Ethereum), of two listed tokens.
 * When the day's volume with this trade passes 5,000,000 Baht and no objective of trading was
 * given today, the trade is still authorized (ignoring the objective is allowed) and its record is
 * flagged for the operator's verification (spec 1 section 9). Each authorization takes the next id of
 * one global sequence, is stored for the audit trail, lives TRADE_AUTHORIZATION_LIFETIME_S and is
 * signed by the gate signer.
 * @example await issueTradeAuthorization(deps, { userId, trader: "0xab...", src: ETH, dest: DAI, srcAmount: 10n ** 18n });
 */
export function issueTradeAuthorization(
  deps: IssueTradeAuthorizationDeps,
  input: IssueTradeAuthorizationInput,
): ResultAsync<IssuedTradeAuthorization, IssueTradeAuthorizationError> {
  const { signer, prices } = deps;
  if (signer === null || prices === null) return errAsync(tradeGateUnavailable());
  const now = deps.clock.now();
  const wallet = input.trader.toLowerCase() as Address;
  const lifetime = Math.min(deps.lifetimeS ?? TRADE_AUTHORIZATION_LIFETIME_S, TRADE_AUTHORIZATION_MAX_LIFETIME_S);
  return loadUser(deps.storage.users, input.userId)
    .andThen((user) => getLegalStatus(deps, user.id).map((legal) => ({ ...user, legal })))
    .andThen((trader): ResultAsync<unknown, IssueTradeAuthorizationError> => {
      const missing = missingTradeRequirements(trader, deps.environment);
      return missing.length > 0 ? errAsync(tradeRequirementsMissing(missing)) : okAsync(undefined);
    })
    .andThen(() => deps.trades.findTraderFreeze(input.userId))
    .andThen((freeze): ResultAsync<unknown, IssueTradeAuthorizationError> => (freeze?.frozen === true ? errAsync(tradeGateFrozen()) : okAsync(undefined)))
    .andThen(() => deps.trades.findWallet(wallet))
    .andThen((owner) => (owner?.userId === input.userId ? okAsync(owner) : errAsync(walletLinkRequired(wallet))))
    .andThen(() => prices.tokens())
    .andThen((tokens) => {
      for (const token of [input.src, input.dest]) {
        if (!tokens.some((t) => sameAddress(t.address, token))) return errAsync(tradeTokenNotListed(token));
      }
      return needsReview(deps, prices, input, now);
    })
    .andThen((flaggedForReview) =>
      deps.trades.issueTradeAuthorization({
        userId: input.userId,
        wallet,
        src: input.src.toLowerCase(),
        dest: input.dest.toLowerCase(),
        srcAmount: input.srcAmount,
        expiry: Math.floor(now / 1000) + lifetime,
        issuedAt: now,
        flaggedForReview,
      }),
    )
    .andThen((record) => {
      const message = {
        trader: wallet,
        src: record.src as Address,
        dest: record.dest as Address,
        srcAmount: record.srcAmount,
        authId: record.authId,
        expiry: BigInt(record.expiry),
      };
      return signer.sign(message).map((signature) => ({
        trader: wallet,
        authId: record.authId,
        expiry: message.expiry,
        signature,
        chainId: signer.chainId,
        router: signer.router,
      }));
    });
}

/**
 * Whether the day's volume with this trade passes the limit with no objective filed today: the
 * daily-volume rule the exchange flow asks by (core/history/daily-volume.ts), under the flow's own
 * reservation of this trade when it names one.
 */
function needsReview(deps: IssueTradeAuthorizationDeps, prices: TradePricesPort, input: IssueTradeAuthorizationInput, now: number): ResultAsync<boolean, IssueTradeAuthorizationError> {
  const trade = { fromToken: input.src, fromTokenAmount: input.srcAmount, ...(input.reservationId === undefined ? {} : { reservationId: input.reservationId }) };
  return checkDailyVolume({ trades: deps.trades, prices }, input.userId, trade, now).map((volume) => volume.isOverDailyVolumeLimit);
}
