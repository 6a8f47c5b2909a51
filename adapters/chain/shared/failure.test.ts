import { describe, expect, it } from "vitest";
import {
  chainDeadlineExpired,
  chainInsufficientFundsForGas,
  chainReverted,
  chainRpcTimeout,
  chainRpcUnavailable,
  chainSlippage,
  chainTransactionReplaced,
  chainUnsupportedNetwork,
  chainUserRejected,
} from "../../../core/ports/chain.errors";
import { ChainFailure, collectFacts, toChainError, type DecodedRevert } from "./failure";
import { ReplacedSignal } from "./transaction-status";

const HASH = `0x${"ab".repeat(32)}` as const;
const SLIPPAGE_DATA = `0x12345678${"00".repeat(64)}` as const;
const decodeTo =
  (revert: DecodedRevert | null) =>
  (data: `0x${string}`): DecodedRevert | null =>
    data === SLIPPAGE_DATA ? revert : null;
const noDecode = () => null;

describe("toChainError", () => {
  it.each<[string, unknown, DecodedRevert | null, unknown]>([
    ["an EIP-1193 rejection", { code: 4001, message: "User rejected the request." }, null, chainUserRejected()],
    ["ethers' ACTION_REJECTED", { code: "ACTION_REJECTED", message: "user rejected action" }, null, chainUserRejected()],
    ["a rejection wrapped by viem", { name: "TransactionExecutionError", cause: { name: "UserRejectedRequestError", code: 4001 } }, null, chainUserRejected()],
    [
      "the router's minimum-not-met error",
      { message: "execution reverted", data: SLIPPAGE_DATA },
      { name: "RouterMinimumNotMet", args: [5n, 6n] },
      chainSlippage({ received: 5n, minimum: 6n }),
    ],
    [
      "the router's deadline error",
      { error: { data: SLIPPAGE_DATA } },
      { name: "RouterDeadlineExpired", args: [10n, 20n] },
      chainDeadlineExpired({ deadline: 10n }),
    ],
    ["a revert string", { info: { error: { data: SLIPPAGE_DATA } } }, { name: "Error", args: ["nope"] }, chainReverted("nope")],
    ["a panic", { cause: { data: SLIPPAGE_DATA } }, { name: "Panic", args: [0x11n] }, chainReverted("Panic(0x11)")],
    ["another custom error", { data: SLIPPAGE_DATA }, { name: "RouterZeroAmount", args: [] }, chainReverted("RouterZeroAmount")],
    ["ethers' TIMEOUT", { code: "TIMEOUT", message: "request timeout" }, null, chainRpcTimeout()],
    ["viem's TimeoutError", { name: "TimeoutError", message: "The request took too long to respond." }, null, chainRpcTimeout()],
    ["ethers' INSUFFICIENT_FUNDS", { code: "INSUFFICIENT_FUNDS", message: "insufficient funds" }, null, chainInsufficientFundsForGas()],
    ["Hardhat's funds message", { message: "Sender doesn't have enough funds to send tx." }, null, chainInsufficientFundsForGas()],
    ["geth's funds message", { message: "insufficient funds for gas * price + value" }, null, chainInsufficientFundsForGas()],
    ["a revert without data", { code: "CALL_EXCEPTION", info: { error: { message: "execution reverted" } } }, null, chainReverted(null)],
    [
      "a Hardhat revert string in the message",
      { message: "VM Exception while processing transaction: reverted with reason string 'paused'" },
      null,
      chainReverted("paused"),
    ],
    ["geth's revert code 3", { code: 3, message: "oops" }, null, chainReverted(null)],
    ["an ethers CALL_EXCEPTION that is not a revert", { code: "CALL_EXCEPTION", shortMessage: "missing revert data", info: { error: { code: -32005, message: "limit exceeded" } } }, null, chainRpcUnavailable("missing revert data")],
    ["a refused connection", { code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:1" }, null, chainRpcUnavailable("connect ECONNREFUSED 127.0.0.1:1")],
    ["a bare string", "boom", null, chainRpcUnavailable("boom")],
  ])("maps %s", (_name, error, revert, expected) => {
    expect(toChainError(error, decodeTo(revert))).toEqual(expected);
  });

  it("keeps the transaction hash of a mined failure", () => {
    const error = { data: SLIPPAGE_DATA };
    expect(toChainError(error, decodeTo({ name: "RouterMinimumNotMet", args: [1n, 2n] }), HASH)).toEqual(
      chainSlippage({ received: 1n, minimum: 2n, transactionHash: HASH }),
    );
    expect(toChainError({ message: "execution reverted" }, noDecode, HASH)).toEqual(chainReverted(null, HASH));
  });

  it("passes through failures already known as ChainErrors, and replacements", () => {
    expect(toChainError(new ChainFailure(chainUnsupportedNetwork(5, [1])), noDecode)).toEqual(chainUnsupportedNetwork(5, [1]));
    expect(toChainError(new ReplacedSignal(HASH, null), noDecode)).toEqual(chainTransactionReplaced(HASH, null));
  });
});

describe("collectFacts", () => {
  it("walks nested causes once, even when they loop", () => {
    const inner: Record<string, unknown> = { code: -32000, message: "inner", data: SLIPPAGE_DATA };
    const outer = { name: "Outer", shortMessage: "outer", cause: inner };
    inner.cause = outer;
    expect(collectFacts(outer)).toEqual({ codes: [-32000], names: ["Outer"], messages: ["outer", "inner"], revertData: [SLIPPAGE_DATA] });
  });

  it("takes only ABI-shaped hex as revert data (selector plus whole words)", () => {
    expect(collectFacts({ data: "0x1234" }).revertData).toEqual([]);
    expect(collectFacts({ data: `0x${"ab".repeat(32)}` }).revertData).toEqual([]);
    expect(collectFacts({ data: "0x12345678" }).revertData).toEqual(["0x12345678"]);
  });
});
