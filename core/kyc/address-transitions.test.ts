import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADDRESS_FIELDS, ADDRESS_PARTS } from "./address-groups";
import {
  applyPostcodeSuggestion,
  changeCountry,
  chooseThaiProvince,
  setAddressPart,
  suggestPostcodes,
  toggleSameAsOrigin,
} from "./address-transitions";
import type { KycForm } from "./kyc-form.schema";
import { postcodesFixture } from "./kyc.fixtures";

const origin: KycForm = {
  originAddressLineOne: "9 Nimman Rd",
  originCountry: "Thailand",
  originProvince: "CHIANG_MAI",
  originCity: "Mueang Chiang Mai",
  originPostcode: "50200",
};
const current: KycForm = {
  currentAddressLineOne: "9 Nimman Rd",
  currentCountry: "Thailand",
  currentProvince: "CHIANG_MAI",
  currentCity: "Mueang Chiang Mai",
  currentPostcode: "50200",
};

describe("toggleSameAsOrigin", () => {
  it("copies the origin address to the current one when ticked", () => {
    expect(toggleSameAsOrigin({ ...origin, currentAddressLineTwo: "old" }, true)).toEqual({ ...origin, ...current, isCurrentAddressSameAsOrigin: true });
  });

  it("clears the current address when unticked", () => {
    expect(toggleSameAsOrigin({ ...origin, ...current, isCurrentAddressSameAsOrigin: true }, false)).toEqual({ ...origin, isCurrentAddressSameAsOrigin: false });
  });

  it("keeps the current address in step while ticked", () => {
    const ticked = toggleSameAsOrigin(origin, true);
    expect(setAddressPart(ticked, "origin", "lineTwo", "Soi 5")).toEqual({ ...ticked, originAddressLineTwo: "Soi 5", currentAddressLineTwo: "Soi 5" });
    expect(setAddressPart(origin, "origin", "lineTwo", "Soi 5")).toEqual({ ...origin, originAddressLineTwo: "Soi 5" });
  });
});

describe("changeCountry", () => {
  it.each([
    ["workingAtCompany", "workingAtCompanyCountry", "workingAtCompanyProvince"],
    ["org", "orgCountry", "orgCompanyProvince"],
    ["origin", "originCountry", "originProvince"],
    ["current", "currentCountry", "currentProvince"],
  ] as const)("clears the %s province", (group, countryField, provinceField) => {
    const form: KycForm = { [countryField]: "Thailand", [provinceField]: "BANGKOK", tel: "1" };
    expect(changeCountry(form, group, "Japan")).toEqual({ [countryField]: "Japan", tel: "1" });
  });

  it("keeps the province when the same country is picked again", () => {
    const form: KycForm = { originCountry: "Thailand", originProvince: "BANGKOK" };
    expect(changeCountry(form, "origin", "Thailand")).toBe(form);
  });

  it("mirrors the origin change to the current address when ticked", () => {
    const next = changeCountry(toggleSameAsOrigin(origin, true), "origin", "Japan");
    expect([next.currentCountry, next.currentProvince]).toEqual(["Japan", undefined]);
    expect("currentProvince" in next).toBe(false);
  });
});

describe("chooseThaiProvince", () => {
  it("sets the province and clears postcode and city", () => {
    const form: KycForm = {
      workingAtCompanyCountry: "Thailand",
      workingAtCompanyProvince: "BANGKOK",
      workingAtCompanyCity: "Khlong Toei",
      workingAtCompanyPostcode: "10110",
    };
    expect(chooseThaiProvince(form, "workingAtCompany", "CHIANG_MAI")).toEqual({
      workingAtCompanyCountry: "Thailand",
      workingAtCompanyProvince: "CHIANG_MAI",
    });
  });
});

describe("postcode suggestions", () => {
  it.each([
    ["101", ["Khlong Toei", "Watthana", "Sathon"]],
    ["10110", ["Khlong Toei", "Watthana"]],
    ["chiang", ["Mueang Chiang Mai"]],
    ["  SATH ", ["Sathon"]],
    ["", []],
    ["99999", []],
  ])("suggests for %j the cities %j", (query, cities) => {
    expect(suggestPostcodes(postcodesFixture, query).map((e) => e.city)).toEqual(cities);
  });

  it("stops at the limit", () => {
    expect(suggestPostcodes(postcodesFixture, "1", 2)).toEqual(postcodesFixture.slice(0, 2));
  });

  it("finds a Thai-named district by its English name too, and fills in the Thai name the form stores", () => {
    const thai = [
      { postcode: "10110", city: "คลองเตย", cityEn: "Khlong Toei", province: "BANGKOK" },
      { postcode: "10110", city: "วัฒนา", cityEn: "Watthana", province: "BANGKOK" },
      { postcode: "50200", city: "เมืองเชียงใหม่", province: "CHIANG_MAI" },
    ];
    expect(suggestPostcodes(thai, "khlong")).toEqual([thai[0]]);
    expect(suggestPostcodes(thai, "วัฒ")).toEqual([thai[1]]);
    expect(suggestPostcodes(thai, "mai")).toEqual([]);
    expect(applyPostcodeSuggestion({}, "org", thai[0]!)).toMatchObject({ orgCompanyCity: "คลองเตย", orgCompanyPostcode: "10110" });
  });

  it("fills postcode, city and province from a picked suggestion", () => {
    expect(applyPostcodeSuggestion({ orgCountry: "Thailand" }, "org", postcodesFixture[2]!)).toEqual({
      orgCountry: "Thailand",
      orgCompanyPostcode: "10120",
      orgCompanyCity: "Sathon",
      orgCompanyProvince: "BANGKOK",
    });
  });
});

describe("same as origin", () => {
  it("keeps the current address equal to the origin one through any edits while ticked", () => {
    const edit = fc.tuple(fc.constantFrom(...ADDRESS_PARTS), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 12 }), (edits) => {
        const form = edits.reduce<KycForm>(
          (f, [part, value]) => (part === "country" ? changeCountry(f, "origin", value) : setAddressPart(f, "origin", part, value)),
          toggleSameAsOrigin(origin, true),
        );
        const pick = (group: "origin" | "current") => ADDRESS_PARTS.map((p) => form[ADDRESS_FIELDS[group][p]]);
        expect(pick("current")).toEqual(pick("origin"));
      }),
    );
  });
});
