import { errAsync, type ResultAsync } from "neverthrow";
import type { KycStatus } from "../../account/user";
import { checkKycEdit } from "../edit-form";
import type { KycEditTopic } from "../edit-topics";
import type { KycValidationContext } from "../field-checks";
import { kycFormInvalid, type KycFormInvalid } from "../kyc-use-case.errors";
import { sendKycForm, type SendKycFormDeps, type SendKycFormError, type SendKycFormInput } from "./send-kyc-form";

export type SubmitKycEditDeps = SendKycFormDeps;

export type SubmitKycEditInput = SendKycFormInput &
  Readonly<{
    /** The flagged topics the form showed (to tell which failing fields it did not show). */
    topics: readonly KycEditTopic[];
    ctx: KycValidationContext;
  }>;

export type SubmitKycEditError = KycFormInvalid | SendKycFormError;

/**
 * The edit form's submit (spec 2 "Edit KYC form"): every rule of the wizard on the whole form,
 * the last submission with the user's corrections (KYC_FORM_INVALID with the field codes, nothing
 * sent), then the wizard's sending: each newly picked document uploaded one by one, then the
 * normalised form; answers the new status (VERIFYING).
 * @example await submitKycEdit({ kyc }, { form, topics, ctx }) // ok("VERIFYING")
 */
export function submitKycEdit(deps: SubmitKycEditDeps, input: SubmitKycEditInput): ResultAsync<KycStatus, SubmitKycEditError> {
  const { errors } = checkKycEdit(input.form, input.topics, input.ctx);
  if (Object.keys(errors).length > 0) return errAsync(kycFormInvalid(errors));
  return sendKycForm(deps, input);
}
