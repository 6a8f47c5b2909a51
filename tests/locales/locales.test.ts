import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const LANGUAGES = ["en", "th"] as const;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((acc, [key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? { ...acc, [name]: value } : { ...acc, ...flatten(value, name) };
  }, {});
}

function namespaces(lng: string): string[] {
  return readdirSync(path.join(root, "locales", lng)).filter((f) => f.endsWith(".json")).sort();
}

function messages(lng: string, ns: string): Record<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(root, "locales", lng, ns), "utf8")) as Tree);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every error code the core defines: the first argument of each `domainError("CODE", ...)` and
 * every entry of an exported `..._ERROR_CODES` array (codes reported without a constructor,
 * such as field-level validation codes).
 */
export function coreErrorCodes(): string[] {
  const codes = new Set<string>();
  for (const file of sourceFiles(path.join(root, "core"))) {
    // Comments are dropped so that examples in docs do not count as definitions.
    const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    for (const m of text.matchAll(/domainError\(\s*"([A-Z0-9_]+)"/g)) codes.add(m[1]!);
    for (const m of text.matchAll(/_ERROR_CODES\s*=\s*\[([^\]]*)\]/g)) {
      for (const c of m[1]!.matchAll(/"([A-Z0-9_]+)"/g)) codes.add(c[1]!);
    }
  }
  return [...codes].sort();
}

describe("locales", () => {
  it("has the same namespaces in every language", () => {
    expect(namespaces("th")).toEqual(namespaces("en"));
    expect(namespaces("en")).toContain("errors.json");
  });

  it.each(namespaces("en"))("has the same keys in English and Thai in %s", (ns) => {
    const [en, th] = LANGUAGES.map((lng) => messages(lng, ns));
    expect(Object.keys(th!).sort()).toEqual(Object.keys(en!).sort());
  });

  it.each(LANGUAGES)("has no empty message in %s", (lng) => {
    for (const ns of namespaces(lng)) {
      const empty = Object.entries(messages(lng, ns)).filter(([, text]) => text.trim() === "");
      expect(empty, `${lng}/${ns}`).toEqual([]);
    }
  });

  it.each(LANGUAGES)("has an errors message in %s for every error code of the core", (lng) => {
    const errors = messages(lng, "errors.json");
    const codes = coreErrorCodes();
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.filter((code) => !(code in errors))).toEqual([]);
  });

  it("finds codes declared either way", () => {
    expect(coreErrorCodes()).toEqual(expect.arrayContaining(["GENERIC"]));
  });
});
