import type { ApprovalRequest, ApprovalResult, Hash } from "../../../core/ports/chain.port";
import { MAX_UINT256 } from "./gas";

/** The two things an approval needs from an adapter: read the allowance, and send approve(amount) until mined. */
export type ApprovalIo = Readonly<{ allowance: () => Promise<bigint>; sendApprove: (amount: bigint) => Promise<Hash> }>;

/**
 * One approval: nothing to send when the allowance already is the amount. A token that needs a
 * zero allowance first (USDT) is not reset here: the core's approval plan sends the reset as a step
 * of its own, so the trader sees and signs each transaction.
 */
export async function runApproval(request: ApprovalRequest, io: ApprovalIo): Promise<ApprovalResult> {
  const target = request.amount === "UNLIMITED" ? MAX_UINT256 : request.amount;
  const current = await io.allowance();
  if (current === target) return { transactionHashes: [], allowance: current };
  const hash: Hash = await io.sendApprove(target);
  return { transactionHashes: [hash], allowance: await io.allowance() };
}
