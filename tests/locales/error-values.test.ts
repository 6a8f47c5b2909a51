/**
 * Error messages with values: every message of errors.json that shows a {{value}} is rendered, in
 * English and Thai, with the values each of its callers passes, and no raw "{{...}}" may remain.
 * The callers are found in the source: an error built with a literal code and an object literal
 * (domainError("CODE", (...) => ({ a })), new ApiError(409, "CODE", { a }), refused("CODE", { a }),
 * { code: "CODE", a }) and the value maps the front doors add to a bare code (errorValues).
 * A message whose values nobody passes fails too: it would show its placeholder raw.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { ERROR_VALUES } from "../../core/exchange/error-values";

const root = path.resolve(__dirname, "../..");
const errors = (lng: string) => JSON.parse(readFileSync(path.join(root, "locales", lng, "errors.json"), "utf8")) as Record<string, string>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The object literal body that starts at `open` (a "{"). */
function objectLiteral(text: string, open: number): string | null {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth += 1;
    else if (text[i] === "}" && --depth === 0) return text.slice(open + 1, i);
  }
  return null;
}

/** Top-level property names of an object literal body (a spread's names are unknown: "..."). */
function propertyNames(body: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let part = "";
  for (const ch of `${body},`) {
    if ("([{".includes(ch)) depth += 1;
    if (")]}".includes(ch)) depth -= 1;
    if (ch === "," && depth === 0) {
      const item = part.trim();
      part = "";
      if (item.startsWith("...")) names.push("...");
      const name = /^["']?([\w$]+)["']?\s*(?::|$)/.exec(item)?.[1];
      if (name) names.push(name);
      continue;
    }
    part += ch;
  }
  return names;
}

type Caller = Readonly<{ where: string; names: readonly string[] }>;

/** Every place that builds an error of a literal code with literal values. */
function callers(codes: ReadonlySet<string>): Map<string, Caller[]> {
  const found = new Map<string, Caller[]>();
  const add = (code: string, caller: Caller) => found.set(code, [...(found.get(code) ?? []), caller]);
  const files = ["core", "adapters", "cli/src", "web/src"].flatMap((dir) => sourceFiles(path.join(root, dir)));
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const where = path.relative(root, file);
    // "CODE", { ... }  /  "CODE", (args) => ({ ... })  /  code: "CODE", vars: { ... }
    for (const m of text.matchAll(/"([A-Z][A-Z0-9_]+)"\s*,\s*(?:vars:\s*)?(?:\([^()]*\)\s*=>\s*\(\s*)?\{/g)) {
      if (!codes.has(m[1]!)) continue;
      const body = objectLiteral(text, m.index! + m[0].length - 1);
      if (body !== null) add(m[1]!, { where, names: propertyNames(body) });
    }
    // { code: "CODE", a, b }
    for (const m of text.matchAll(/\{\s*code:\s*"([A-Z][A-Z0-9_]+)"\s*,/g)) {
      if (!codes.has(m[1]!)) continue;
      const body = objectLiteral(text, m.index!);
      if (body !== null) add(m[1]!, { where, names: propertyNames(body).filter((n) => n !== "code") });
    }
  }
  for (const [code, values] of Object.entries(ERROR_VALUES)) add(code, { where: "core/exchange/error-values.ts", names: Object.keys(values) });
  return found;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([\w.]+)(?:\s*,[^}]*)?\}\}/g)].map((m) => m[1]!.split(".")[0]!))];

describe("error messages with values", () => {
  const en = errors("en");
  const th = errors("th");
  const withValues = Object.keys(en).filter((code) => placeholders(en[code]!).length > 0 || placeholders(th[code] ?? "").length > 0);
  const found = callers(new Set(withValues));
  const i18n = i18next.createInstance();

  beforeAll(async () => {
    await i18n.init({ lng: "en", resources: { en: { errors: en }, th: { errors: th } }, ns: ["errors"], interpolation: { escapeValue: false } });
  });

  it("finds the messages and their callers", () => {
    expect(withValues.length).toBeGreaterThan(30);
    expect(withValues).toContain("AMOUNT_BELOW_MINIMUM");
    expect(withValues).toContain("OBJECTIVE_REASON_TOO_LONG");
  });

  it.each(["en", "th"])("renders every message with each caller's values, no placeholder left (%s)", (lng) => {
    const raw: string[] = [];
    for (const code of withValues) {
      const list = found.get(code) ?? [];
      if (list.length === 0) raw.push(`${code}: no caller passes its values`);
      for (const caller of list) {
        // A spread may carry any value: such a caller is checked on the names it spells out plus what the spread holds at run time (not known here).
        if (caller.names.includes("...")) continue;
        const values = Object.fromEntries(caller.names.map((n) => [n, `<${n}>`]));
        const text = i18n.t(`errors:${code}`, { lng, ...values });
        if (/\{\{|\}\}/.test(text)) raw.push(`${code} from ${caller.where}: ${text}`);
      }
    }
    expect(raw).toEqual([]);
  });
});
