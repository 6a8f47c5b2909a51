/**
 * Messages for the CLI: `locales/<lng>/cli.json` (nested keys, dotted paths) and `errors.json`
 * (one message per error code), with i18next-style `{{name}}` placeholders. Read with fs on first
 * use rather than through i18next: the files are small and check-id must start fast.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { errorValues } from "../../../core/exchange/error-values";
import { LOCALES_DIR } from "../paths";

export const LANGUAGES = ["en", "th"] as const;
export type Language = (typeof LANGUAGES)[number];

type Tree = { [key: string]: string | Tree };
export type Vars = Readonly<Record<string, unknown>>;
/** `t("kyc.idValid", { id })` reads cli.json; `t("errors:ID_CARD_INVALID")` reads errors.json. */
export type Translate = (key: string, vars?: Vars) => string;

/** `--lang`, else the system locale (LC_ALL, LC_MESSAGES, LANG): Thai when it starts with "th", English otherwise. */
export function pickLanguage(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): Language {
  const wanted = flag ?? env.LC_ALL ?? env.LC_MESSAGES ?? env.LANG ?? "";
  return wanted.toLowerCase().startsWith("th") ? "th" : "en";
}

const cache = new Map<string, Tree>();
function load(lng: Language, ns: string): Tree {
  const id = `${lng}/${ns}`;
  let tree = cache.get(id);
  if (!tree) {
    try {
      tree = JSON.parse(readFileSync(path.join(LOCALES_DIR, lng, `${ns}.json`), "utf8")) as Tree;
    } catch {
      tree = {};
    }
    cache.set(id, tree);
  }
  return tree;
}

function lookup(tree: Tree, key: string): string | undefined {
  // errors.json keys are flat codes; cli.json keys are dotted paths into nested objects.
  if (typeof tree[key] === "string") return tree[key];
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

function format(value: unknown): string {
  if (Array.isArray(value)) return value.map(format).join(", ");
  if (typeof value === "bigint") return value.toString();
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

export function interpolate(text: string, vars: Vars = {}): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in vars ? format(vars[name]) : whole));
}

/** A translator for one language, falling back to English, then to the key itself. */
export function createTranslator(lng: Language): Translate {
  return (key, vars) => {
    const [ns, name] = key.includes(":") ? (key.split(":", 2) as [string, string]) : ["cli", key];
    const text = lookup(load(lng, ns), name) ?? lookup(load("en", ns), name);
    // An error message's constant values (error-values.ts) stand under the ones the caller passes.
    return text === undefined ? key : interpolate(text, ns === "errors" ? errorValues(name, vars) : vars);
  };
}

/** The message of an error code (errors.json), with GENERIC when the code has none. */
export function errorMessage(t: Translate, code: string, vars?: Vars): string {
  const text = t(`errors:${code}`, vars);
  return text === `errors:${code}` ? `${t("errors:GENERIC", vars)} (${code})` : text;
}
