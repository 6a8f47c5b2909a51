import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadReferenceData, readReferenceData, readStaticFile, REFERENCE_DATA_DIR, REFERENCE_DATA_PATH } from "./reference-data";

function withCopy(change: (dir: string) => void, check: (dir: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), "kul-static-"));
  try {
    for (const f of readdirSync(REFERENCE_DATA_DIR).filter((f) => f.endsWith(".json"))) copyFileSync(path.join(REFERENCE_DATA_DIR, f), path.join(dir, f));
    change(dir);
    check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("reference data loader", () => {
  it("names its own folder relative to the project root, for bundles that read it at run time", () => {
    expect(path.resolve(__dirname, "../..", REFERENCE_DATA_PATH)).toBe(REFERENCE_DATA_DIR);
  });

  it("reads the shipped files once and gives the same lists on every call", () => {
    expect(loadReferenceData()).toBe(loadReferenceData());
    expect(readReferenceData()).toEqual(loadReferenceData());
  });

  it("gives each file a stable ETag that changes with its bytes", () => {
    expect(readStaticFile("countries").etag).toBe(readStaticFile("countries").etag);
    withCopy(
      (dir) => writeFileSync(path.join(dir, "countries.json"), "[]"),
      (dir) => expect(readStaticFile("countries", dir).etag).not.toBe(readStaticFile("countries").etag),
    );
  });

  it.each([
    ["occupations.json", '[{"key":"","riskLevel":1}]', "static/occupations.json is invalid"],
    ["provinces-in-thailand.json", '[{"key":"BANGKOK","th":"กรุงเทพมหานคร","en":"Bangkok"}]', "static/provinces-in-thailand.json is invalid"],
    ["thai-postcodes.json", '[{"postcode":"1011","city":"x","province":"BANGKOK"}]', "static/thai-postcodes.json is invalid"],
  ])("refuses to start with an invalid %s", (file, content, message) => {
    withCopy(
      (dir) => writeFileSync(path.join(dir, file), content),
      (dir) => expect(() => readReferenceData(dir)).toThrow(message),
    );
  });
});
