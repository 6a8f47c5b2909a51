import type { Address, Hash, SentTransaction, TransactionReceipt, TransactionStatus } from "../../../core/ports/chain.port";

/** The few reads replacement detection needs, done by each adapter with its own library. */
export type StatusReader = Readonly<{
  getReceipt(hash: Hash): Promise<TransactionReceipt | null>;
  getNonce(address: Address): Promise<number>;
  getBlockNumber(): Promise<bigint>;
  getBlockTransactions(blockNumber: bigint): Promise<readonly Readonly<{ hash: Hash; from: Address; nonce: number }>[]>;
}>;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Finds the mined transaction that used `sent`'s nonce, scanning from the block it was sent at. */
async function findNonceUser(reader: StatusReader, sent: SentTransaction): Promise<Hash | null> {
  const latest = await reader.getBlockNumber();
  for (let block = latest; block >= sent.sentAtBlock; block--) {
    const found = (await reader.getBlockTransactions(block)).find((tx) => same(tx.from, sent.from) && tx.nonce === sent.nonce);
    if (found) return found.hash;
  }
  return null;
}

/**
 * Where a sent transaction stands (decisions.md "pending trades"): mined when it has a receipt;
 * replaced when its nonce is used but not by it, resolved from the replacement's receipt.
 */
export async function transactionStatus(reader: StatusReader, sent: SentTransaction): Promise<TransactionStatus> {
  const receipt = await reader.getReceipt(sent.hash);
  if (receipt) return { status: "MINED", receipt };
  if ((await reader.getNonce(sent.from)) <= sent.nonce) return { status: "PENDING" };
  const user = await findNonceUser(reader, sent);
  // It may have been mined between the two reads: then the nonce user is the transaction itself.
  const userReceipt = user ? await reader.getReceipt(user) : null;
  if (user && same(user, sent.hash) && userReceipt) return { status: "MINED", receipt: userReceipt };
  return { status: "REPLACED", replacementHash: user, receipt: userReceipt };
}

/** Thrown inside an adapter's wait loop and mapped to CHAIN_TRANSACTION_REPLACED at its edge. */
export class ReplacedSignal extends Error {
  constructor(
    readonly transactionHash: Hash,
    readonly replacementHash: Hash | null,
    readonly replacementReceipt: TransactionReceipt | null = null,
  ) {
    super(`transaction ${transactionHash} was replaced`);
  }
}

/** Polls until `sent` is mined (its receipt) or replaced (throws ReplacedSignal). */
export async function waitForTransaction(reader: StatusReader, sent: SentTransaction, pollingIntervalMs: number): Promise<TransactionReceipt> {
  for (;;) {
    const status = await transactionStatus(reader, sent);
    if (status.status === "MINED") return status.receipt;
    if (status.status === "REPLACED") throw new ReplacedSignal(sent.hash, status.replacementHash, status.receipt);
    await new Promise((resolve) => setTimeout(resolve, pollingIntervalMs));
  }
}
