import {
  chainDeadlineExpired,
  chainInsufficientFundsForGas,
  chainReverted,
  chainRpcAllFailed,
  chainRpcTimeout,
  chainRpcUnavailable,
  chainSlippage,
  chainTransactionReplaced,
  chainUserRejected,
  type ChainError,
} from "../../../core/ports/chain.errors";
import type { Hash } from "../../../core/ports/chain.port";
import { ROUTER_DEADLINE_ERROR, ROUTER_SLIPPAGE_ERROR } from "./abi";
import { RpcNodesExhausted } from "./rpc-fallback";
import { ReplacedSignal } from "./transaction-status";

/** A failure already known as a ChainError, thrown inside an adapter and returned as is at its edge. */
export class ChainFailure extends Error {
  constructor(readonly error: ChainError) {
    super(error.code);
  }
}

/** A custom error or Error(string) / Panic(uint256) decoded from revert data. */
export type DecodedRevert = Readonly<{ name: string; args: readonly unknown[] }>;

/** What an adapter could learn from a thrown library error, before it becomes a ChainError. */
export type FailureFacts = Readonly<{
  codes: readonly (number | string)[];
  names: readonly string[];
  messages: readonly string[];
  revertData: readonly `0x${string}`[];
}>;

const NESTED_KEYS = ["cause", "error", "info", "data", "originalError", "innerError", "payload"] as const;

/** Walks an error and everything it wraps (ethers `error`/`info`, viem `cause`, wallet `data.originalError`). */
export function collectFacts(error: unknown): FailureFacts {
  const facts = { codes: [] as (number | string)[], names: [] as string[], messages: [] as string[], revertData: [] as `0x${string}`[] };
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 8 || value === null || value === undefined || seen.has(value)) return;
    if (typeof value === "string") {
      if (/^0x[0-9a-fA-F]{8,}$/.test(value) && (value.length - 2) % 64 === 8) facts.revertData.push(value as `0x${string}`);
      return;
    }
    if (typeof value !== "object") return;
    seen.add(value);
    const v = value as Record<string, unknown>;
    if (typeof v.code === "number" || typeof v.code === "string") facts.codes.push(v.code);
    if (typeof v.name === "string") facts.names.push(v.name);
    for (const key of ["shortMessage", "message", "details", "reason"]) {
      if (typeof v[key] === "string") facts.messages.push(v[key] as string);
    }
    for (const key of NESTED_KEYS) visit(v[key], depth + 1);
  };
  visit(error, 0);
  return facts;
}

/** The RpcNodesExhausted an error is or wraps (ethers passes it on as is, viem as the `cause` of its HttpRequestError). */
function nodesExhausted(error: unknown, depth = 0): RpcNodesExhausted | null {
  if (error instanceof RpcNodesExhausted) return error;
  if (depth > 8 || typeof error !== "object" || error === null) return null;
  const v = error as Record<string, unknown>;
  for (const key of NESTED_KEYS) {
    const found = nodesExhausted(v[key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** How nodes word a revert without decodable data (geth, Hardhat, Anvil, Nethermind). */
const REVERT_MESSAGE = /execution reverted|transaction reverted|VM Exception|reverted without a reason|reverted with|^reverted$/i;

const includes = (facts: FailureFacts, pattern: RegExp) => facts.messages.some((m) => pattern.test(m));

function fromRevert(revert: DecodedRevert, transactionHash?: Hash): ChainError {
  const hash = transactionHash ? { transactionHash } : {};
  if (revert.name === ROUTER_SLIPPAGE_ERROR) {
    const [received, minimum] = revert.args as [bigint, bigint];
    return chainSlippage({ received, minimum, ...hash });
  }
  if (revert.name === ROUTER_DEADLINE_ERROR) return chainDeadlineExpired({ deadline: revert.args[0] as bigint, ...hash });
  if (revert.name === "Error") return chainReverted(String(revert.args[0]), transactionHash);
  if (revert.name === "Panic") return chainReverted(`Panic(0x${(revert.args[0] as bigint).toString(16)})`, transactionHash);
  return chainReverted(revert.name, transactionHash);
}

/**
 * The one mapping from a library failure to a ChainError, shared by both adapters so the same
 * failure gets the same code. `decode` is the adapter's own ABI decoder for revert data.
 */
export function toChainError(
  error: unknown,
  decode: (data: `0x${string}`) => DecodedRevert | null,
  transactionHash?: Hash,
): ChainError {
  if (error instanceof ChainFailure) return error.error;
  if (error instanceof ReplacedSignal) return chainTransactionReplaced(error.transactionHash, error.replacementHash);
  const exhausted = nodesExhausted(error);
  if (exhausted) return chainRpcAllFailed(exhausted.tried, exhausted.lastCause);
  const facts = collectFacts(error);
  if (facts.codes.includes(4001) || facts.codes.includes("ACTION_REJECTED")) return chainUserRejected();
  const revert = facts.revertData.map(decode).find((r) => r !== null);
  if (revert) return fromRevert(revert, transactionHash);
  if (facts.codes.includes("TIMEOUT") || facts.names.includes("TimeoutError") || includes(facts, /timed? ?out/i)) {
    return chainRpcTimeout();
  }
  if (
    facts.codes.includes("INSUFFICIENT_FUNDS") ||
    facts.names.includes("InsufficientFundsError") ||
    includes(facts, /insufficient funds|doesn't have enough funds|exceeds (the )?balance/i)
  ) {
    return chainInsufficientFundsForGas();
  }
  // Not ethers' CALL_EXCEPTION alone: ethers gives it to every failed eth_call / eth_estimateGas, reverted or not.
  if (facts.codes.includes(3) || includes(facts, REVERT_MESSAGE)) {
    const reason = facts.messages.map((m) => /reverted with reason string '([^']*)'/.exec(m)?.[1]).find(Boolean);
    return chainReverted(reason ?? null, transactionHash);
  }
  return chainRpcUnavailable(facts.messages[0] ?? String(error));
}
