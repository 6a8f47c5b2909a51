import i18next, { type BackendModule, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { chooseLanguage, DEFAULT_LANGUAGE, isLanguage, USER_LANGUAGE_STORAGE_KEY, type Language } from "@core/account/language";
import type { KeyValueStore } from "@/lib/session/key-value-store";

// One lazy chunk per locales/<lng>/<ns>.json: a page loads only the namespaces it uses.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>("../../../../locales/*/*.json");

/** The namespace file of a language, or an empty one when it does not exist. */
async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = bundles[`../../../../locales/${language}/${namespace}.json`];
  return load ? (await load()).default : {};
}

const lazyBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The language chosen now (for the API's Accept-Language). */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** The language the app starts in: core/account/language.ts's rule (stored choice, else a Thai browser, else English). */
export function startLanguage(storage: KeyValueStore, browserLanguage: string | undefined): Language {
  return chooseLanguage(storage.get(USER_LANGUAGE_STORAGE_KEY), browserLanguage);
}

/**
 * Starts i18next in `language` and loads `common` plus the `preload` namespaces before the first
 * render, all at once (a page that asked for them one by one would wait for each in turn).
 */
export async function initI18n(language: Language, preload: readonly string[] = []): Promise<i18n> {
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ["en", "th"],
      ns: ["common", ...preload],
      defaultNS: "common",
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = language;
  return i18next;
}

/** The TH/EN switch: change the language and keep it under `user-lang`. */
export async function switchLanguage(storage: KeyValueStore, language: Language): Promise<void> {
  storage.set(USER_LANGUAGE_STORAGE_KEY, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
