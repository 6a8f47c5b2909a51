import type { TFunction } from "i18next";
import { ADDRESS_FIELDS, type AddressGroup } from "@core/kyc/address-groups";
import { isLifetimeIdCard } from "@core/kyc/identification-rules";
import { THAILAND } from "@core/kyc/kyc-constants";
import type { KycField, KycForm } from "@core/kyc/kyc-form.schema";
import { localisedLabel, type LabelledOption } from "@core/kyc/localised-options";
import { optionKey } from "../fields/field-ids";
import type { KycLists } from "../fields/form-binding";

/** Formats the form's values for reading, in the user's language (namespace `kyc`). */
export function summaryFormat(form: KycForm, lists: KycLists, t: TFunction, language: string) {
  const str = (field: KycField) => (typeof form[field] === "string" ? (form[field] as string).trim() : "");
  const labelIn = (list: readonly LabelledOption[], key: string) => {
    const found = list.find((o) => o.key === key);
    return found ? localisedLabel(found, language) : key;
  };
  const province = (group: AddressGroup, key: string) => {
    if (form[ADDRESS_FIELDS[group].country] !== THAILAND) return key;
    const found = lists.provincesInThailand.find((p) => p.key === key);
    return found ? (language === "th" ? found.th : found.en) : key;
  };
  return {
    text: str,
    /** A fixed list's value (title, gender...) in words. */
    option: (field: KycField) => (str(field) ? t(optionKey(field, str(field))) : ""),
    yesNo: (field: KycField) => (typeof form[field] === "boolean" ? t(form[field] ? "yes" : "no") : ""),
    occupation: () => [str("career") ? labelIn(lists.occupationList, str("career")) : "", str("careerOther")].filter(Boolean).join(" – "),
    businessType: () => (str("orgBusinessType") ? labelIn(lists.businessList, str("orgBusinessType")) : ""),
    income: () => (str("averageIncome") ? labelIn(lists.averageIncomeList, str("averageIncome")) : ""),
    name: (thai = false) => (thai ? [str("firstNameInThai"), str("lastNameInThai")] : [form.nameTitle ? t(optionKey("nameTitle", form.nameTitle)) : "", str("firstName"), str("middleName"), str("lastName")]).filter(Boolean).join(" "),
    /** One address on one line: lines, district, province, postcode, country. */
    address: (group: AddressGroup) => {
      const f = ADDRESS_FIELDS[group];
      return [str(f.lineOne), str(f.lineTwo), str(f.city), province(group, str(f.province)), str(f.postcode), str(f.country)].filter(Boolean).join(", ");
    },
    /** The expiry date, or the lifetime indicator of a lifetime ID card. */
    expiry: () => (isLifetimeIdCard(form) || form.expireDateOfId === "Lifetime ID Card" ? t("field_isLifetime") : str("expireDateOfId")),
  };
}
