import { CUSTOMER_TYPES, type CustomerType } from "@core/kyc/kyc-constants";
import { commitNationality } from "@core/kyc/transitions";
import { ChoiceField } from "../fields/choice-field";
import type { KycFormBinding, KycReferenceData } from "../fields/form-binding";
import { NationalityField } from "../fields/nationality-field";
import { useFieldProps } from "./use-field-props";

/** Step 0: nationality (autocomplete over the countries) and customer type. */
export function StepNationality({ binding, data }: Readonly<{ binding: KycFormBinding; data: KycReferenceData }>) {
  const { t, form, error, set, options } = useFieldProps(binding);
  return (
    <div className="kyc-grid">
      <NationalityField
        value={form.nationality}
        countries={data.lists.countries}
        error={error("nationality")}
        onCommit={(typed) => {
          // The core keeps only an enabled country's nationality; the field shows what it kept.
          const next = commitNationality(form, typed, data.reference);
          binding.update(() => next);
          return next.nationality;
        }}
      />
      <ChoiceField<CustomerType> name="customerType" legend={t("field_customerType")} value={form.customerType} options={options("customerType", CUSTOMER_TYPES)} onChange={set("customerType")} error={error("customerType")} />
    </div>
  );
}
