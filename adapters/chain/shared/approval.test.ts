import { describe, expect, it } from "vitest";
import type { ApprovalRequest, Hash } from "../../../core/ports/chain.port";
import { runApproval } from "./approval";
import { MAX_UINT256 } from "./gas";

/** An in-memory token that records every approve it receives. */
function token(initial: bigint) {
  let allowance = initial;
  const sent: bigint[] = [];
  return {
    sent,
    io: {
      allowance: async () => allowance,
      sendApprove: async (amount: bigint) => {
        sent.push(amount);
        allowance = amount;
        return `0x${sent.length.toString(16).padStart(64, "0")}` as Hash;
      },
    },
  };
}

const request = (amount: ApprovalRequest["amount"], resetFirst: boolean): ApprovalRequest => ({
  token: "0x00000000000000000000000000000000000000da",
  spender: "0x0000000000000000000000000000000000000123",
  amount,
  resetFirst,
});

describe("runApproval", () => {
  it.each<[string, bigint, ApprovalRequest, bigint[]]>([
    ["approves an exact amount from zero", 0n, request(5n, true), [5n]],
    ["approves unlimited as 2^256-1", 0n, request("UNLIMITED", false), [MAX_UINT256]],
    ["resets a zero-first token before a new non-zero amount", 3n, request(5n, true), [0n, 5n]],
    ["does not reset a token that does not need it", 3n, request(5n, false), [5n]],
    ["revokes with a single zero approval even for zero-first tokens", 3n, request(0n, true), [0n]],
    ["sends nothing when the allowance already is the amount", 5n, request(5n, true), []],
  ])("%s", async (_name, initial, req, expected) => {
    const t = token(initial);
    const result = await runApproval(req, t.io);
    expect(t.sent).toEqual(expected);
    expect(result.transactionHashes).toHaveLength(expected.length);
    expect(result.allowance).toBe(expected.at(-1) ?? initial);
  });
});
