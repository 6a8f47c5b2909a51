import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TOKEN_ICON_CODES } from "../../core/exchange/token-logo";

const ICONS_DIR = path.join(__dirname, "../../web/public/token-icons");

describe("the token images the app ships", () => {
  it("are exactly the ones the token list points to, one SVG per code", () => {
    const shipped = readdirSync(ICONS_DIR).filter((f) => f.endsWith(".svg")).map((f) => f.replace(/\.svg$/, "")).sort();
    expect(shipped).toEqual([...TOKEN_ICON_CODES].sort());
  });

  it("come with the icon set's CC0 licence, and draw nothing from elsewhere", () => {
    expect(readFileSync(path.join(ICONS_DIR, "LICENSE.md"), "utf8")).toContain("CC0 1.0 Universal");
    for (const code of TOKEN_ICON_CODES) {
      const svg = readFileSync(path.join(ICONS_DIR, `${code}.svg`), "utf8");
      // References inside the file (`url(#a)`, a gradient) are fine; scripts and outside links are not.
      expect({ code, outside: /<script|href=|url\((?!#)/i.test(svg) }).toEqual({ code, outside: false });
    }
  });
});
