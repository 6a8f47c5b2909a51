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

const request = (amount: ApprovalRequest["amount"]): ApprovalRequest => ({
  token: "0x00000000000000000000000000000000000000da",
  spender: "0x0000000000000000000000000000000000000123",
  amount,
});

describe("runApproval", () => {
  it.each<[string, bigint, ApprovalRequest, bigint[]]>([
    ["approves an exact amount from zero", 0n, request(5n), [5n]],
    ["approves unlimited as 2^256-1", 0n, request("UNLIMITED"), [MAX_UINT256]],
    ["replaces a non-zero allowance in one transaction (the reset is a step of the core's plan)", 3n, request(5n), [5n]],
    ["revokes with a single zero approval", 3n, request(0n), [0n]],
    ["sends nothing when the allowance already is the amount", 5n, request(5n), []],
  ])("%s", async (_name, initial, req, expected) => {
    const t = token(initial);
    const result = await runApproval(req, t.io);
    expect(t.sent).toEqual(expected);
    expect(result.transactionHashes).toHaveLength(expected.length);
    expect(result.allowance).toBe(expected.at(-1) ?? initial);
  });
});
