import type { KycFieldErrors } from "@core/kyc/step-validation";
import type { KycForm } from "@core/kyc/kyc-form.schema";
import type { KycReference } from "@core/kyc/reference";
import type { KycReferenceLists } from "@core/ports/kyc-api.port";

/** A form the field groups read and change: its values, its field errors, and a change through a core transition. */
export type KycFormBinding = Readonly<{
  form: KycForm;
  errors: KycFieldErrors;
  /** Applies a change (a core transition such as changeCountry, or a plain field set) to the form. */
  update: (change: (form: KycForm) => KycForm) => void;
}>;

/** The reference lists the fields show, as served. */
export type KycLists = Pick<KycReferenceLists, "countries" | "provincesInThailand" | "occupationList" | "businessList" | "averageIncomeList" | "thaiPostcodes">;

/** The reference data of the form: the rules' view (`reference`) and the lists as served (`lists`, with labels). */
export type KycReferenceData = Readonly<{ reference: KycReference; lists: KycLists }>;
