import enErrors from "../../locales/en/errors.json";
import thErrors from "../../locales/th/errors.json";

/** Languages the server writes error messages in. */
export type MessageLanguage = "en" | "th";

const CATALOGUES: Readonly<Record<MessageLanguage, Readonly<Record<string, string>>>> = {
  en: enErrors as Record<string, string>,
  th: thErrors as Record<string, string>,
};

/** Thai when the client's Accept-Language prefers it (or names it first), English otherwise. */
export function messageLanguage(acceptLanguage: string | readonly string[] | undefined): MessageLanguage {
  const header = typeof acceptLanguage === "string" ? acceptLanguage : (acceptLanguage ?? []).join(",");
  const first = header.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("th") ? "th" : "en";
}

/**
 * The user-facing text of an error code from locales/<lng>/errors.json, with `{{name}}` filled
 * from the error's details; the generic message when the code has none.
 * @example errorMessage("en", "KYC_FILE_TOO_LARGE", { limitMb: 5 }) // "The file must be at most 5 MB."
 */
export function errorMessage(language: MessageLanguage, code: string, details: Readonly<Record<string, unknown>> = {}): string {
  const catalogue = CATALOGUES[language];
  const own = Object.hasOwn(catalogue, code) ? catalogue[code] : undefined;
  const template = own ?? catalogue.GENERIC ?? "Something went wrong.";
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, name: string) => {
    const value = details[name];
    return value === undefined || value === null || typeof value === "object" ? whole : String(value);
  });
}

/** Whether a string looks like an error code (SCREAMING_SNAKE), as zod issues of the core carry. */
export function isErrorCode(text: string): boolean {
  return /^[A-Z][A-Z0-9_]*$/.test(text);
}
