/**
 * Placeholders of the messages: a Thai message names the same {{values}} as its English one, and
 * every call site that names a message with a literal key and passes its values as an object
 * literal passes each value the message shows (so nobody reads a raw "{{amount}}"). Calls that
 * pass a spread (`{ ...error }`) are left to the error-catalogue tests.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((acc, [key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? { ...acc, [name]: value } : { ...acc, ...flatten(value, name) };
  }, {});
}

/** Messages by namespace (file name without .json) for a language. */
function catalogue(lng: string): Record<string, Record<string, string>> {
  const dir = path.join(root, "locales", lng);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.slice(0, -5), flatten(JSON.parse(readFileSync(path.join(dir, f), "utf8")) as Tree)]),
  );
}

/** The {{values}} a message shows (i18next's interpolation, formats after a comma dropped). */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)(?:\s*,[^}]*)?\}\}/g)].map((m) => m[1]!))].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The object literal that starts at `open` (a "{"), up to its matching "}". */
function objectLiteral(text: string, open: number): string | null {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth += 1;
    else if (text[i] === "}" && --depth === 0) return text.slice(open + 1, i);
  }
  return null;
}

/** The top-level property names of an object literal's body; null when it spreads another object. */
function propertyNames(body: string): string[] | null {
  const names: string[] = [];
  let depth = 0;
  let part = "";
  for (const ch of `${body},`) {
    if ("([{".includes(ch)) depth += 1;
    if (")]}".includes(ch)) depth -= 1;
    if (ch === "," && depth === 0) {
      const item = part.trim();
      part = "";
      if (item === "") continue;
      if (item.startsWith("...")) return null;
      const name = /^["']?([\w$]+)["']?\s*(?::|$)/.exec(item)?.[1];
      if (name) names.push(name);
      continue;
    }
    part += ch;
  }
  return names;
}

type Call = Readonly<{ file: string; key: string; names: readonly string[] }>;

/** Every `t("key", { ... })` with a literal key and no spread, in the web app and the CLI. */
function calls(): Call[] {
  const found: Call[] = [];
  for (const file of [...sourceFiles(path.join(root, "web/src")), ...sourceFiles(path.join(root, "cli/src"))]) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\bt\(\s*"([\w.:-]+)"\s*,\s*\{/g)) {
      const body = objectLiteral(text, m.index! + m[0].length - 1);
      const names = body === null ? null : propertyNames(body);
      if (names !== null) found.push({ file: path.relative(root, file), key: m[1]!, names });
    }
  }
  return found;
}

/** The messages a key may name: `ns:key`, or the key in any namespace (plural forms included). */
function candidates(messages: Record<string, Record<string, string>>, key: string): string[] {
  const [ns, bare] = key.includes(":") ? (key.split(":", 2) as [string, string]) : [null, key];
  const spaces = ns === null ? Object.values(messages) : [messages[ns] ?? {}];
  return spaces.flatMap((space) => [bare, `${bare}_one`, `${bare}_other`].flatMap((k) => (space[k] === undefined ? [] : [space[k]!])));
}

describe("message placeholders", () => {
  const en = catalogue("en");
  const th = catalogue("th");

  it.each(Object.keys(en))("names the same values in English and Thai in %s", (ns) => {
    const differ = Object.keys(en[ns]!).filter((key) => th[ns]?.[key] !== undefined && placeholders(en[ns]![key]!).join() !== placeholders(th[ns]![key]!).join());
    expect(differ).toEqual([]);
  });

  it("finds the call sites it checks", () => {
    expect(calls().length).toBeGreaterThan(50);
  });

  it("gets every value a message shows from each caller that names it", () => {
    const missing: string[] = [];
    for (const call of calls()) {
      const texts = [...candidates(en, call.key), ...candidates(th, call.key)];
      if (texts.length === 0) continue; // a key built elsewhere or in another catalogue: the key tests cover it
      // The caller's message is one of the candidates: at least one must be fully served.
      const served = texts.some((text) => placeholders(text).every((p) => call.names.includes(p.split(".")[0]!) || p === "count"));
      if (!served) missing.push(`${call.file}: t("${call.key}", { ${call.names.join(", ")} })`);
    }
    expect(missing).toEqual([]);
  });
});
