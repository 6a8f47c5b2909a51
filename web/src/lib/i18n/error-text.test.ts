import { readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { amountBelowMinimum } from "@core/exchange/exchange.errors";
import { objectiveReasonTooLong } from "@core/exchange/exchange-flow.errors";
import { errorText } from "./error-text";

const errors = (lng: string) => JSON.parse(readFileSync(path.resolve(__dirname, "../../../../locales", lng, "errors.json"), "utf8")) as Record<string, string>;

describe("errorText", () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({ lng: "en", resources: { en: { errors: errors("en") }, th: { errors: errors("th") } }, interpolation: { escapeValue: false } });
  });

  it.each(["en", "th"])("fills a bare code's constant values (%s)", async (lng) => {
    await i18n.changeLanguage(lng);
    const minimum = errorText(i18n.t, "AMOUNT_BELOW_MINIMUM");
    const reason = errorText(i18n.t, "OBJECTIVE_REASON_TOO_LONG");
    expect(minimum).toContain("1 USD");
    expect(reason).toContain("200");
    expect(`${minimum}${reason}`).not.toMatch(/\{\{|\}\}/);
  });

  it("prefers the values the error carries", async () => {
    await i18n.changeLanguage("en");
    expect(errorText(i18n.t, "OBJECTIVE_REASON_TOO_LONG", objectiveReasonTooLong(150, 151))).toBe("The reason must be at most 150 characters.");
    expect(errorText(i18n.t, "AMOUNT_BELOW_MINIMUM", amountBelowMinimum(5))).toBe("The amount must be worth at least 5 USD.");
  });

  it("reads a server error's values under details", async () => {
    await i18n.changeLanguage("en");
    expect(errorText(i18n.t, "MARKET_TOKEN_NOT_LISTED", { code: "MARKET_TOKEN_NOT_LISTED", details: { token: "KUL" } })).toBe("KUL is not listed on this network.");
  });

  it("falls back to the generic message for an unknown code", async () => {
    await i18n.changeLanguage("en");
    expect(errorText(i18n.t, "NO_SUCH_CODE")).toBe(errors("en").GENERIC);
  });
});
