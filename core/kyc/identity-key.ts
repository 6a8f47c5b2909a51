import { parseThaiIdCard } from "./identity-numbers";

/** The identity fields of a form, as the wizard fills them or as a stored submission keeps them. */
export type IdentityFields = Readonly<{ typeOfCard?: unknown; identificationId?: unknown; nationality?: unknown }>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const compact = (value: string): string => value.replace(/[\s-]/g, "").toUpperCase();

/**
 * The one key of a person's identity (decisions.md "one identity"): a Thai ID card by its 13
 * digits; a passport by its number and its nationality, since two countries may issue the same
 * number. Spaces, hyphens and letter case do not make another identity. Null when the form names none.
 * @example identityKeyOf({ typeOfCard: "ID Card", identificationId: "1-1037-02071-81-1" }) // "ID_CARD:1103702071811"
 */
export function identityKeyOf(form: IdentityFields): string | null {
  const number = text(form.identificationId).trim();
  if (number === "") return null;
  if (form.typeOfCard === "ID Card") {
    const digits = parseThaiIdCard(number);
    return `ID_CARD:${digits.isOk() ? digits.value : compact(number)}`;
  }
  if (form.typeOfCard === "Passport") return `PASSPORT:${text(form.nationality).trim().toUpperCase()}:${compact(number)}`;
  return null;
}
