import type { Country } from "./reference";

/** A nationality the autocomplete offers; a disabled country is listed as "(not available)" and cannot be picked. */
export type NationalityOption = Readonly<{ nationality: string; country: string; available: boolean }>;

/**
 * The countries whose nationality contains the typed text (any case, surrounding spaces
 * ignored), those starting with it first; empty text lists every country. An empty answer is the
 * autocomplete's "no result found".
 * @example searchNationalities(countries, "tha") // [{ nationality: "Thai", country: "Thailand", available: true }]
 */
export function searchNationalities(countries: readonly Country[], typed: string, limit = 50): NationalityOption[] {
  const q = typed.trim().toLowerCase();
  const matching = countries.filter((c) => c.nationality.toLowerCase().includes(q));
  const starts = (c: Country) => (c.nationality.toLowerCase().startsWith(q) ? 0 : 1);
  return [...matching]
    .sort((a, b) => starts(a) - starts(b))
    .slice(0, limit)
    .map((c) => ({ nationality: c.nationality, country: c.en_short_name, available: c.disabled !== true }));
}
