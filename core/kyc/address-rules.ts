import { ADDRESS_FIELDS, type AddressGroup } from "./address-groups";
import type { FieldErrorCollector, KycValidationContext } from "./field-checks";
import { THAILAND } from "./kyc-constants";
import { isListedCountry } from "./reference";

const THAI_POSTCODE = /^\d{5}$/;

/**
 * One address block: line one, country, province, city and postcode required (line two optional).
 * In Thailand the province is a listed province key and the postcode 5 digits; `thaiPostcode`
 * forces the 5-digit postcode whatever the country (the organization postcode).
 */
export function checkAddress(
  c: FieldErrorCollector,
  group: AddressGroup,
  ctx: KycValidationContext,
  thaiPostcode = false,
): void {
  const f = ADDRESS_FIELDS[group];
  const country = c.form[f.country];
  const inThailand = country === THAILAND;
  c.require(f.lineOne);
  c.text(f.country, (v) => (isListedCountry(ctx.reference, v) ? null : "KYC_COUNTRY_INVALID"));
  c.text(f.province, (v) =>
    !inThailand || ctx.reference.provinces.some((p) => p.key === v) ? null : "KYC_PROVINCE_INVALID",
  );
  c.require(f.city);
  c.text(f.postcode, (v) => (!(inThailand || thaiPostcode) || THAI_POSTCODE.test(v) ? null : "KYC_POSTCODE_INVALID"));
}
