import { describe, expect, it } from "vitest";
import type { Address, Hash, SentTransaction, TransactionReceipt } from "../../../core/ports/chain.port";
import { ReplacedSignal, transactionStatus, waitForTransaction, type StatusReader } from "./transaction-status";

const ALICE = "0x00000000000000000000000000000000000a11ce" as Address;
const BOB = "0x0000000000000000000000000000000000000b0b" as Address;
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}` as Hash;
const receipt = (h: Hash, blockNumber: bigint): TransactionReceipt => ({
  transactionHash: h,
  success: true,
  blockNumber,
  gasUsed: 21_000n,
  effectiveGasPrice: 1n,
  trades: [],
});
const sent: SentTransaction = { hash: hash(1), from: ALICE, nonce: 7, sentAtBlock: 10n };

type Tx = { hash: Hash; from: Address; nonce: number };

/** An in-memory chain: blocks of transactions; a transaction in a block has a receipt. */
function chain(blocks: Record<number, Tx[]>, nonce: number): StatusReader {
  const mined = Object.entries(blocks).flatMap(([n, txs]) => txs.map((tx) => ({ ...tx, block: BigInt(n) })));
  return {
    getReceipt: async (h) => {
      const tx = mined.find((t) => t.hash === h);
      return tx ? receipt(tx.hash, tx.block) : null;
    },
    getNonce: async () => nonce,
    getBlockNumber: async () => BigInt(Math.max(10, ...Object.keys(blocks).map(Number))),
    getBlockTransactions: async (n) => blocks[Number(n)] ?? [],
  };
}

describe("transactionStatus", () => {
  it.each([
    ["pending while its nonce is unused", chain({}, 7), { status: "PENDING" }],
    ["mined when it has a receipt", chain({ 11: [{ hash: hash(1), from: ALICE, nonce: 7 }] }, 8), { status: "MINED", receipt: receipt(hash(1), 11n) }],
    [
      "replaced when another transaction of the sender used its nonce",
      chain({ 11: [{ hash: hash(9), from: BOB, nonce: 7 }], 12: [{ hash: hash(2), from: ALICE, nonce: 7 }] }, 8),
      { status: "REPLACED", replacementHash: hash(2), receipt: receipt(hash(2), 12n) },
    ],
    ["replaced, without a replacement, when the nonce user is beyond the scan", chain({ 9: [{ hash: hash(2), from: ALICE, nonce: 7 }] }, 8), { status: "REPLACED", replacementHash: null, receipt: null }],
  ])("is %s", async (_name, reader, expected) => {
    expect(await transactionStatus(reader, sent)).toEqual(expected);
  });

  it("is mined when it got mined between the receipt and nonce reads", async () => {
    const reader = chain({ 11: [{ hash: hash(1), from: ALICE, nonce: 7 }] }, 8);
    let first = true;
    const racing: StatusReader = {
      ...reader,
      getReceipt: async (h) => (first ? ((first = false), null) : reader.getReceipt(h)),
    };
    expect(await transactionStatus(racing, sent)).toEqual({ status: "MINED", receipt: receipt(hash(1), 11n) });
  });
});

describe("waitForTransaction", () => {
  it("returns the receipt once mined", async () => {
    expect(await waitForTransaction(chain({ 11: [{ hash: hash(1), from: ALICE, nonce: 7 }] }, 8), sent, 1)).toEqual(receipt(hash(1), 11n));
  });

  it("throws a replacement signal naming the replacement", async () => {
    const reader = chain({ 12: [{ hash: hash(2), from: ALICE, nonce: 7 }] }, 8);
    await expect(waitForTransaction(reader, sent, 1)).rejects.toEqual(new ReplacedSignal(hash(1), hash(2), receipt(hash(2), 12n)));
  });

  it("keeps polling while pending", async () => {
    let checks = 0;
    const pendingTwice: StatusReader = { ...chain({}, 7), getNonce: async () => (++checks > 2 ? 8 : 7) };
    await expect(waitForTransaction(pendingTwice, sent, 1)).rejects.toBeInstanceOf(ReplacedSignal);
    expect(checks).toBe(3);
  });
});
