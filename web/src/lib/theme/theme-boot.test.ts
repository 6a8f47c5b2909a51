import { describe, expect, it } from "vitest";
import { chosenTheme, themeBootScript } from "./theme-boot";

/** Runs the boot script against a page whose storage holds `stored` and whose system is dark or not. */
function boot(stored: string | null | Error, systemDark: boolean): string | undefined {
  const root = { dataset: {} as Record<string, string> };
  const storage = {
    getItem: () => {
      if (stored instanceof Error) throw stored;
      return stored;
    },
  };
  const matchMedia = (query: string) => ({ matches: systemDark && query === "(prefers-color-scheme: dark)" });
  new Function("document", "localStorage", "matchMedia", themeBootScript())({ documentElement: root }, storage, matchMedia);
  return root.dataset.theme;
}

describe("the theme before the first paint", () => {
  it.each([
    ["a stored dark choice on a light system", "dark", false, "dark"],
    ["a stored light choice on a dark system", "light", true, "light"],
    ["no choice on a dark system", null, true, "dark"],
    ["no choice on a light system", null, false, "light"],
    ["an unknown stored value", "blue", true, "dark"],
    ["storage that throws (private mode)", new Error("SecurityError"), true, "dark"],
  ] as const)("follows %s", (_, stored, systemDark, theme) => {
    expect(boot(stored, systemDark)).toBe(theme);
  });

  it("reads only the two themes as a choice", () => {
    expect(["light", "dark", "", "auto", null].map(chosenTheme)).toEqual(["light", "dark", null, null, null]);
  });
});
