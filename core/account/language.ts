/** Interface languages; the first is the default. */
export const LANGUAGES = ["en", "th"] as const;
export type Language = (typeof LANGUAGES)[number];
/** Used when neither a stored choice nor a Thai browser says otherwise. */
export const DEFAULT_LANGUAGE: Language = "en";
/** Local-storage key of the TH/EN switch. */
export const USER_LANGUAGE_STORAGE_KEY = "user-lang";

/** Narrows a stored or requested value to a supported language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language: the stored user choice when it is a supported one, else Thai when
 * the browser's preferred language starts with "th" (th, th-TH, TH), else English.
 */
export function chooseLanguage(
  stored: string | null | undefined,
  browserLanguage: string | null | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith("th") ? "th" : DEFAULT_LANGUAGE;
}
