import { describe, expect, it } from "vitest";
import { localisedLabel, localisedOptions } from "./localised-options";

const list = [
  { key: "OC02", label: { en: "Teacher", th: "ครู" } },
  { key: "OC01", label: { en: "Accountant", th: "นักบัญชี" } },
  { key: "OC03" },
];

describe("localisedOptions", () => {
  it("labels each entry in the locale and sorts by label in that language", () => {
    expect(localisedOptions(list, "th")).toEqual([
      { value: "OC02", label: "ครู" },
      { value: "OC01", label: "นักบัญชี" },
      { value: "OC03", label: "OC03" },
    ]);
    expect(localisedOptions(list, "en").map((o) => o.value)).toEqual(["OC01", "OC03", "OC02"]);
  });

  it("keeps the list's order when asked, and falls back to English then the key", () => {
    expect(localisedOptions(list, "en", false).map((o) => o.value)).toEqual(["OC02", "OC01", "OC03"]);
    expect([localisedLabel({ key: "X", label: { en: "Ex" } }, "th"), localisedLabel({ key: "X" }, "th")]).toEqual(["Ex", "X"]);
  });
});
