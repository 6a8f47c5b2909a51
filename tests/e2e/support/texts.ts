/**
 * The app's own texts from locales/<lng>/<ns>.json, so tests in Thai find controls by the names a
 * Thai user hears instead of hard-coding translations that would drift from the app.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export type Lang = "en" | "th";
const LOCALES = path.resolve(__dirname, "../../../locales");
const cache = new Map<string, Record<string, unknown>>();

function namespace(lang: Lang, ns: string): Record<string, unknown> {
  const key = `${lang}/${ns}`;
  let found = cache.get(key);
  if (!found) {
    found = JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), "utf8")) as Record<string, unknown>;
    cache.set(key, found);
  }
  return found;
}

/** `text("th", "exchange:from_token", { code: "ETH" })`: the string with its {{values}} filled in. */
export function text(lang: Lang, key: string, values: Readonly<Record<string, string>> = {}): string {
  const [ns, name] = key.split(":") as [string, string];
  const raw = namespace(lang, ns)[name];
  if (typeof raw !== "string") throw new Error(`locales/${lang}/${ns}.json has no text "${name}"`);
  return raw.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, v: string) => values[v] ?? `{{${v}}}`);
}
