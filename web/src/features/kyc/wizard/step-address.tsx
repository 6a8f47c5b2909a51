import { toggleSameAsOrigin } from "@core/kyc/address-transitions";
import { AddressFields } from "../fields/address-fields";
import { CheckboxField } from "../fields/checkbox-field";
import type { KycFormBinding, KycReferenceData } from "../fields/form-binding";
import { useFieldProps } from "./use-field-props";

/** Step 2: origin and current address, "same as origin" kept in step by the core (the representative's wording for organizations). */
export function StepAddress({ binding, data }: Readonly<{ binding: KycFormBinding; data: KycReferenceData }>) {
  const { t, form } = useFieldProps(binding);
  const suffix = form.customerType === "Organization" ? "_representative" : "";
  const same = form.isCurrentAddressSameAsOrigin === true;
  return (
    <div className="kyc-step-body">
      <fieldset className="kyc-section">
        <legend>{t(`section_origin_address${suffix}`)}</legend>
        <AddressFields group="origin" binding={binding} data={data} />
      </fieldset>
      <CheckboxField
        name="isCurrentAddressSameAsOrigin"
        label={t(`field_isCurrentAddressSameAsOrigin${suffix}`)}
        checked={same}
        onChange={(checked) => binding.update((f) => toggleSameAsOrigin(f, checked))}
      />
      <fieldset className="kyc-section">
        <legend>{t(`section_current_address${suffix}`)}</legend>
        <AddressFields group="current" binding={binding} data={data} disabled={same} />
      </fieldset>
    </div>
  );
}
