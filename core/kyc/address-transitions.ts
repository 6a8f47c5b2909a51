import { ADDRESS_FIELDS, ADDRESS_PARTS, addressFields, type AddressGroup, type AddressPart } from "./address-groups";
import { withoutFields } from "./form-fields";
import type { KycForm } from "./kyc-form.schema";
import type { PostcodeEntry } from "./reference";

/** While "current address same as origin" is ticked, the current address mirrors the origin one. */
export function syncCurrentAddress(form: KycForm): KycForm {
  if (form.isCurrentAddressSameAsOrigin !== true) return form;
  const copy: Record<string, unknown> = {};
  ADDRESS_PARTS.forEach((part) => (copy[ADDRESS_FIELDS.current[part]] = form[ADDRESS_FIELDS.origin[part]]));
  return withoutFields({ ...form, ...copy }, addressFields("current").filter((f) => copy[f] === undefined));
}

/** Sets one part of an address (and mirrors an origin change to the current address when ticked). */
export function setAddressPart(form: KycForm, group: AddressGroup, part: AddressPart, value: string): KycForm {
  return syncCurrentAddress({ ...form, [ADDRESS_FIELDS[group][part]]: value });
}

/** A new country for an address: its province no longer applies and is cleared. */
export function changeCountry(form: KycForm, group: AddressGroup, country: string): KycForm {
  const f = ADDRESS_FIELDS[group];
  if (form[f.country] === country) return form;
  return syncCurrentAddress(withoutFields({ ...form, [f.country]: country }, [f.province]));
}

/** A Thai province picked from the list: postcode and city of another province are cleared. */
export function chooseThaiProvince(form: KycForm, group: AddressGroup, provinceKey: string): KycForm {
  const f = ADDRESS_FIELDS[group];
  return syncCurrentAddress(withoutFields({ ...form, [f.province]: provinceKey }, [f.postcode, f.city]));
}

/** Postcode data entries matching what was typed: postcodes by prefix, cities (Thai or English name) by substring (any case). */
export function suggestPostcodes(entries: readonly PostcodeEntry[], query: string, limit = 10): PostcodeEntry[] {
  const q = query.trim().toLowerCase();
  if (q === "") return [];
  const matches = (e: PostcodeEntry) => e.postcode.startsWith(q) || e.city.toLowerCase().includes(q) || (e.cityEn?.toLowerCase().includes(q) ?? false);
  return entries.filter(matches).slice(0, limit);
}

/** A postcode or city suggestion picked: fills postcode, city and province together. */
export function applyPostcodeSuggestion(form: KycForm, group: AddressGroup, entry: PostcodeEntry): KycForm {
  const f = ADDRESS_FIELDS[group];
  const filled = { [f.postcode]: entry.postcode, [f.city]: entry.city, [f.province]: entry.province };
  return syncCurrentAddress({ ...form, ...filled });
}

/** Ticked: copies the origin address to the current one and keeps it in step; unticked: clears the current address. */
export function toggleSameAsOrigin(form: KycForm, checked: boolean): KycForm {
  if (checked) return syncCurrentAddress({ ...form, isCurrentAddressSameAsOrigin: true });
  return withoutFields({ ...form, isCurrentAddressSameAsOrigin: false }, addressFields("current"));
}
