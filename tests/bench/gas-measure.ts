// How the gas benchmarks read a transaction's gas: from its receipt, on the second of two identical
// sends, so every router is measured with warm balances and storage.
import type { ContractTransactionResponse } from "ethers";

/** The gas a mined transaction used. */
export async function gasOf(tx: Promise<ContractTransactionResponse>): Promise<bigint> {
  const receipt = await (await tx).wait();
  if (receipt === null) throw new Error("no receipt");
  return receipt.gasUsed;
}

/** Sends the same transaction twice and keeps the second: both routers are measured with warm balances. */
export async function steady(send: () => Promise<ContractTransactionResponse>): Promise<bigint> {
  await gasOf(send());
  return gasOf(send());
}
