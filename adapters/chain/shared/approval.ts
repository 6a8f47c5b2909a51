import type { ApprovalRequest, ApprovalResult, Hash } from "../../../core/ports/chain.port";
import { MAX_UINT256 } from "./gas";

/** The two things an approval needs from an adapter: read the allowance, and send approve(amount) until mined. */
export type ApprovalIo = Readonly<{ allowance: () => Promise<bigint>; sendApprove: (amount: bigint) => Promise<Hash> }>;

/**
 * The approval rule (decisions.md "approval"): nothing to send when the allowance already is the
 * amount; tokens that need it (USDT) are set to zero first when they hold another non-zero allowance.
 */
export async function runApproval(request: ApprovalRequest, io: ApprovalIo): Promise<ApprovalResult> {
  const target = request.amount === "UNLIMITED" ? MAX_UINT256 : request.amount;
  const current = await io.allowance();
  if (current === target) return { transactionHashes: [], allowance: current };
  const hashes: Hash[] = [];
  if (request.resetFirst && current > 0n && target > 0n) hashes.push(await io.sendApprove(0n));
  hashes.push(await io.sendApprove(target));
  return { transactionHashes: hashes, allowance: await io.allowance() };
}
