import { useTranslation } from "react-i18next";
import { ADDRESS_FIELDS, type AddressGroup } from "@core/kyc/address-groups";
import { applyPostcodeSuggestion, changeCountry, chooseThaiProvince, setAddressPart, suggestPostcodes } from "@core/kyc/address-transitions";
import { THAILAND } from "@core/kyc/kyc-constants";
import type { PostcodeEntry } from "@core/kyc/reference";
import { ComboboxField } from "./combobox-field";
import type { KycFormBinding, KycReferenceData } from "./form-binding";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";
import { useKycErrorText } from "./use-kyc-error-text";

const entryKey = (e: PostcodeEntry) => `${e.postcode}|${e.city}`;

/**
 * One address block (company, organization, origin or current): line one and two, country,
 * province (the Thai province list in Thailand, free text elsewhere), city and postcode, whose
 * Thai suggestions fill postcode, city and province together. Every change goes through the
 * core's address transitions (a new country clears the province, a Thai province clears postcode
 * and city, the current address follows the origin while "same as origin" is ticked).
 */
export function AddressFields({ group, binding, data, disabled = false }: Readonly<{ group: AddressGroup; binding: KycFormBinding; data: KycReferenceData; disabled?: boolean }>) {
  const { t, i18n } = useTranslation("kyc");
  const errorOf = useKycErrorText();
  const { form, errors, update } = binding;
  const f = ADDRESS_FIELDS[group];
  const inThailand = form[f.country] === THAILAND;
  const thai = i18n.language === "th";
  const provinces = data.lists.provincesInThailand;
  const provinceName = (key: string) => provinces.find((p) => p.key === key)?.[thai ? "th" : "en"] ?? key;
  const suggestionLabel = (e: PostcodeEntry) => `${e.postcode} · ${thai ? e.city : (e.cityEn ?? e.city)}, ${provinceName(e.province)}`;
  const text = (part: "lineOne" | "lineTwo" | "city" | "postcode") => (typeof form[f[part]] === "string" ? (form[f[part]] as string) : "");
  const suggestions = (query: string) => (inThailand ? suggestPostcodes(data.lists.thaiPostcodes, query).map((e) => ({ key: entryKey(e), label: suggestionLabel(e) })) : []);
  const pick = (key: string) => {
    const entry = data.lists.thaiPostcodes.find((e) => entryKey(e) === key);
    if (entry) update((current) => applyPostcodeSuggestion(current, group, entry));
  };
  const set = (part: "lineOne" | "lineTwo" | "city" | "postcode" | "province") => (value: string) => update((current) => setAddressPart(current, group, part, value));
  const props = (part: keyof typeof f) => ({ name: f[part], error: errorOf(errors[f[part]]) });
  // Read-only while mirrored: the current address follows the origin one when "same as origin" is ticked.
  if (disabled) return <AddressReadOnly group={group} binding={binding} provinceName={provinceName} />;
  return (
    <div className="kyc-grid">
      <TextField {...props("lineOne")} label={t("field_addressLineOne")} value={text("lineOne")} onChange={set("lineOne")} autoComplete="address-line1" />
      <TextField {...props("lineTwo")} label={t("field_addressLineTwo")} optional value={text("lineTwo")} onChange={set("lineTwo")} autoComplete="address-line2" />
      <SelectField
        {...props("country")}
        label={t("field_country")}
        value={form[f.country] as string | undefined}
        options={data.lists.countries.map((c) => ({ value: c.en_short_name, label: c.en_short_name }))}
        onChange={(country) => update((current) => changeCountry(current, group, country))}
      />
      {inThailand ? (
        <SelectField
          {...props("province")}
          label={t("field_province")}
          value={form[f.province] as string | undefined}
          options={[...provinces].map((p) => ({ value: p.key, label: thai ? p.th : p.en })).sort((a, b) => a.label.localeCompare(b.label, i18n.language))}
          onChange={(key) => update((current) => chooseThaiProvince(current, group, key))}
        />
      ) : (
        <TextField {...props("province")} label={t("field_province")} value={(form[f.province] as string | undefined) ?? ""} onChange={set("province")} autoComplete="address-level1" />
      )}
      <ComboboxField {...props("city")} label={t("field_city")} text={text("city")} onText={set("city")} options={suggestions(text("city"))} onPick={pick} hint={inThailand ? t("hint_postcode_suggestions") : undefined} />
      <ComboboxField {...props("postcode")} label={t("field_postcode")} text={text("postcode")} onText={set("postcode")} options={suggestions(text("postcode"))} onPick={pick} inputMode={inThailand || group === "org" ? "numeric" : "text"} />
    </div>
  );
}

/** The mirrored current address, shown as text while "same as origin" is ticked. */
function AddressReadOnly({ group, binding, provinceName }: Readonly<{ group: AddressGroup; binding: KycFormBinding; provinceName: (key: string) => string }>) {
  const f = ADDRESS_FIELDS[group];
  const { form } = binding;
  const value = (field: keyof typeof f) => (typeof form[f[field]] === "string" ? (form[f[field]] as string) : "");
  const province = form[f.country] === THAILAND ? provinceName(value("province")) : value("province");
  const lines = [value("lineOne"), value("lineTwo"), [value("city"), province, value("postcode")].filter(Boolean).join(", "), value("country")].filter(Boolean);
  return <p className="kyc-address-mirror">{lines.join(" · ") || "—"}</p>;
}
