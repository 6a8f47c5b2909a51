import { z } from "zod";
import { HIGH_RISK_LEVEL, THAI_NATIONALITY } from "./kyc-constants";

/** Labels by locale code (`en`, `th`). */
export const localisedLabelSchema = z.record(z.string(), z.string());

/** A country: `en_short_name` is stored in country fields, `nationality` in the nationality field. */
export const countrySchema = z.object({
  en_short_name: z.string().min(1),
  nationality: z.string().min(1),
  disabled: z.boolean().optional(),
});
export type Country = z.infer<typeof countrySchema>;

/** A Thai province: `key` is the stored value, `th` its Thai name. */
export const thaiProvinceSchema = z.object({ key: z.string().min(1), th: z.string() });
export type ThaiProvince = z.infer<typeof thaiProvinceSchema>;

/** An occupation or business type with its AML risk level. */
export const riskRatedOptionSchema = z.object({
  key: z.string().min(1),
  riskLevel: z.number(),
  label: localisedLabelSchema.optional(),
});
export type RiskRatedOption = z.infer<typeof riskRatedOptionSchema>;

/** An average income bracket. */
export const incomeOptionSchema = z.object({ key: z.string().min(1), label: localisedLabelSchema.optional() });
export type IncomeOption = z.infer<typeof incomeOptionSchema>;

/**
 * One Thai postcode with a city (district) in a province (by province key); feeds the
 * suggestions. `city` is the Thai name, the value stored in the form; `cityEn` its romanised
 * name for display in English (absent in lists that do not carry it).
 */
export const postcodeEntrySchema = z.object({
  postcode: z.string().regex(/^\d{5}$/),
  city: z.string().min(1),
  cityEn: z.string().min(1).optional(),
  province: z.string().min(1),
});
export type PostcodeEntry = z.infer<typeof postcodeEntrySchema>;

/** The reference lists the KYC rules read; the server serves them, the rules take them as input. */
export const kycReferenceSchema = z.object({
  countries: z.array(countrySchema),
  provinces: z.array(thaiProvinceSchema),
  occupations: z.array(riskRatedOptionSchema),
  businessTypes: z.array(riskRatedOptionSchema),
  averageIncomes: z.array(incomeOptionSchema),
});
export type KycReference = z.infer<typeof kycReferenceSchema>;

/** The listed country whose nationality text is `nationality` (exact match), enabled or not. */
export function countryByNationality(reference: KycReference, nationality: string | undefined): Country | undefined {
  return reference.countries.find((c) => c.nationality === nationality);
}

/** The enabled country of a nationality: the one a Thai or foreign customer may verify with. */
export function enabledCountryByNationality(reference: KycReference, nationality: string | undefined) {
  const country = countryByNationality(reference, nationality);
  return country && !country.disabled ? country : undefined;
}

/** Whether `name` is a listed country (address countries may be any listed country). */
export function isListedCountry(reference: KycReference, name: string): boolean {
  return reference.countries.some((c) => c.en_short_name === name);
}

/** Whether the nationality is the Thai one (Thai names, laser code, ID card apply). */
export function isThaiNationality(nationality: string | undefined): boolean {
  return nationality === THAI_NATIONALITY;
}

/** Whether an occupation or business key is listed at the high risk level. */
export function isHighRisk(options: readonly RiskRatedOption[], key: string | undefined): boolean {
  const option = options.find((o) => o.key === key);
  return option !== undefined && option.riskLevel >= HIGH_RISK_LEVEL;
}
