import { domainError } from "../shared/domain-error";

/** The allowance of the source token could not be read, so the flow cannot tell whether to approve. */
export const allowanceCheckFailed = domainError("ALLOWANCE_CHECK_FAILED", (cause?: string) => ({ cause }));
/** The approval transaction failed to send or reverted. */
export const approvalFailed = domainError("APPROVAL_FAILED", (cause?: string) => ({ cause }));
/** The trade transaction could not be sent (network error before a hash); shown as a toast. */
export const tradeSendFailed = domainError("TRADE_SEND_FAILED", (cause?: string) => ({ cause }));
/** The wallet could not be linked to the account (its sign-in message was refused); `cause` says why. */
export const walletLinkFailed = domainError("WALLET_LINK_FAILED", (cause?: string) => ({ cause }));
/** No objective of trading was chosen (spec 1 section 5: 'Please fill objective of trading'). */
export const objectiveRequired = domainError("OBJECTIVE_REQUIRED");
/** The objective is "other" but no reason was written. */
export const objectiveReasonRequired = domainError("OBJECTIVE_REASON_REQUIRED");
/** The reason is longer than the limit of spec 1 section 9. */
export const objectiveReasonTooLong = domainError("OBJECTIVE_REASON_TOO_LONG", (max: number, length: number) => ({
  max,
  length,
}));
/** The server did not take the objective (spec 1 section 8: danger toast, the user may try again). */
export const objectiveSendFailed = domainError("OBJECTIVE_SEND_FAILED", (cause?: string) => ({ cause }));

/** Why an objective form is refused. */
export type ObjectiveError =
  | ReturnType<typeof objectiveRequired>
  | ReturnType<typeof objectiveReasonRequired>
  | ReturnType<typeof objectiveReasonTooLong>;

/** An error the flow reports when it falls back to the form or stays on the objective step. */
export type ExchangeFlowError =
  | ReturnType<typeof allowanceCheckFailed>
  | ReturnType<typeof approvalFailed>
  | ReturnType<typeof tradeSendFailed>
  | ReturnType<typeof walletLinkFailed>
  | ReturnType<typeof objectiveSendFailed>;
