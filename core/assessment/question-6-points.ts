import { z } from "zod";

/** FATF list membership of a country, as the static countries file gives it. */
export const COUNTRY_LIST_TYPES = ["superBlackList", "greyList", "none"] as const;
export type CountryListType = (typeof COUNTRY_LIST_TYPES)[number];

/** One entry of the countries file that question 6 uses (kept as data, updated with FATF). */
export const countrySchema = z.object({
  en_short_name: z.string().min(1),
  type: z.enum(COUNTRY_LIST_TYPES),
});
export type Country = z.infer<typeof countrySchema>;

/** Points a country adds to question 6: FATF black list 10, grey list 7, otherwise none. */
export const COUNTRY_LIST_POINTS: Readonly<Record<CountryListType, number>> = {
  superBlackList: 10,
  greyList: 7,
  none: 0,
};

/**
 * Question 6 points: the highest of the answer's own point and the points of its countries,
 * which is the spec's "superBlackList 10, greyList 7, the highest applies; otherwise by answer"
 * because every answer point (1, 3 or 5) is below 7.
 * Countries are looked up by name so a client cannot declare its own list type;
 * names not in `countries` are returned as unknown.
 */
export function question6Points(
  answerPoint: number,
  chosen: readonly string[],
  countries: readonly Country[],
): { point: number; unknown: string[] } {
  const byName = new Map(countries.map((c) => [c.en_short_name.toLowerCase(), c.type]));
  const unknown = chosen.filter((name) => !byName.has(name.toLowerCase()));
  const point = chosen.reduce(
    (best, name) => Math.max(best, COUNTRY_LIST_POINTS[byName.get(name.toLowerCase()) ?? "none"]),
    answerPoint,
  );
  return { point, unknown };
}
