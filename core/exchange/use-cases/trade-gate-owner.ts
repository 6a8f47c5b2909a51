import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { ApiError } from "../../ports/api.errors";
import type { ChainError } from "../../ports/chain.errors";
import type { Address, Hash } from "../../ports/chain.port";
import type { OutstandingAuthorization, TradeGateActivityView, TradeGateAdminApiPort, TraderFreezeView } from "../../ports/trade-gate-api.port";
import type { TradeGateOwnerPort, TradeGateState } from "../../ports/trade-gate-owner.port";
import { tradeGateAuthIdInvalid, tradeGateNotOwner, tradeGateSignerInvalid } from "../trade-gate.errors";

/**
 * The operator's trading gate controls (`kul admin gate`): the server keeps the freeze and the
 * audit trail (admin routes), the operator's owner key sends the router's owner transactions.
 */

export type TradeGateOwnerDeps = Readonly<{ owner: TradeGateOwnerPort }>;
export type TradeGateControlDeps = TradeGateOwnerDeps & Readonly<{ api: TradeGateAdminApiPort }>;

type NotOwner = ReturnType<typeof tradeGateNotOwner>;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ZERO = /^0x0{40}$/;
const AUTH_ID = /^[1-9]\d{0,76}$/;

/** The gate's state, checked to be the owner's: TRADE_GATE_NOT_OWNER before any transaction that would revert. */
function ownedState(owner: TradeGateOwnerPort): ResultAsync<TradeGateState, ChainError | NotOwner> {
  return owner.state().andThen((state) => (state.owner.toLowerCase() === owner.address.toLowerCase() ? okAsync(state) : errAsync(tradeGateNotOwner(owner.address, state.owner))));
}

/** An authorization id as typed by the operator (decimal, from 1). */
export function parseAuthId(raw: string): ResultAsync<bigint, ReturnType<typeof tradeGateAuthIdInvalid>> {
  const trimmed = raw.trim();
  return AUTH_ID.test(trimmed) ? okAsync(BigInt(trimmed)) : errAsync(tradeGateAuthIdInvalid(raw));
}

/** The gate on chain (signer, on/off, owner), today's issued and used counts, and whether the server signs for the chain's signer. */
export type TradeGateStatus = TradeGateState & Readonly<{ activity: TradeGateActivityView; signerMatches: boolean }>;

/** Reads the gate from the chain and today's activity from the server. */
export function tradeGateStatus(deps: TradeGateControlDeps): ResultAsync<TradeGateStatus, ChainError | ApiError> {
  return ResultAsync.combine([deps.owner.state(), deps.api.activity()] as const).map(([state, activity]) => ({
    ...state,
    activity,
    signerMatches: activity.signer !== null && activity.signer.toLowerCase() === state.signer.toLowerCase(),
  }));
}

/**
 * Freezes an account: first the server stops issuing to it, then the owner cancels its outstanding
 * authorizations on chain in one transaction (none: no transaction), so an authorization issued
 * before the freeze can no longer be traded with.
 */
export function freezeAndCancel(
  deps: TradeGateControlDeps,
  user: string,
): ResultAsync<TraderFreezeView & Readonly<{ cancelled: readonly OutstandingAuthorization[]; transactionHash: Hash | null }>, ChainError | ApiError | NotOwner> {
  // The owner is checked first: a wrong key must not leave an account frozen with its ids still usable.
  return ownedState(deps.owner).andThen(() =>
    deps.api.freeze(user).andThen(({ outstanding, ...freeze }) =>
      (outstanding.length === 0 ? okAsync<Hash | null, ChainError>(null) : deps.owner.cancel(outstanding.map((a) => a.authId))).map((transactionHash) => ({
        ...freeze,
        cancelled: outstanding,
        transactionHash,
      })),
    ),
  );
}

/** Cancels one authorization on chain (a leaked one, or one of a frozen account issued since). */
export function cancelTradeAuthorization(
  deps: TradeGateOwnerDeps,
  rawAuthId: string,
): ResultAsync<Readonly<{ authId: bigint; transactionHash: Hash }>, ChainError | NotOwner | ReturnType<typeof tradeGateAuthIdInvalid>> {
  return parseAuthId(rawAuthId).andThen((authId) =>
    ownedState(deps.owner).andThen(() => deps.owner.cancel([authId]).map((transactionHash) => ({ authId, transactionHash }))),
  );
}

/**
 * Rotates the gate signer: from the mined transaction on, authorizations the previous signer
 * signed are refused by the router. The server must sign with the new key from then on
 * (its TRADE_GATE_KEY), or it issues authorizations the router refuses.
 */
export function rotateTradeSigner(
  deps: TradeGateOwnerDeps,
  rawSigner: string,
): ResultAsync<Readonly<{ previousSigner: Address; signer: Address; transactionHash: Hash }>, ChainError | NotOwner | ReturnType<typeof tradeGateSignerInvalid>> {
  const signer = rawSigner.trim();
  if (!ADDRESS.test(signer) || ZERO.test(signer)) return errAsync(tradeGateSignerInvalid(rawSigner));
  return ownedState(deps.owner).andThen((state) =>
    state.signer.toLowerCase() === signer.toLowerCase()
      ? errAsync(tradeGateSignerInvalid(rawSigner))
      : deps.owner.setSigner(signer as Address).map((transactionHash) => ({ previousSigner: state.signer, signer: signer as Address, transactionHash })),
  );
}
