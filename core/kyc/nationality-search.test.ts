import { describe, expect, it } from "vitest";
import { referenceFixture } from "./kyc.fixtures";
import { searchNationalities } from "./nationality-search";

const { countries } = referenceFixture;

describe("searchNationalities", () => {
  it("finds nationalities containing the typed text in any case, those starting with it first", () => {
    expect(searchNationalities(countries, " I ").map((o) => o.nationality)).toEqual(["Iranian", "Thai", "American"]);
  });

  it("lists a disabled country as not available", () => {
    expect(searchNationalities(countries, "iran")).toEqual([{ nationality: "Iranian", country: "Iran", available: false }]);
  });

  it("answers nothing for text no nationality contains (the 'no result found' case) and everything for no text", () => {
    expect([searchNationalities(countries, "martian"), searchNationalities(countries, "").length]).toEqual([[], countries.length]);
  });
});
