import { describe, expect, it } from "vitest";
import type { KycForm } from "./kyc-form.schema";
import { foreignPersonalForm, organizationForm, pendingFile, referenceFixture, thaiPersonalForm } from "./kyc.fixtures";
import {
  answerUsQuestion,
  changeBusinessType,
  changeOccupation,
  commitNationality,
  enterAddressStep,
  enterIdentificationStep,
  enterOrganizationInformation,
  setLifetime,
} from "./transitions";

const withDocs: KycForm = { ...thaiPersonalForm, career: "OC99", careerOther: "x", proofOfIncome: pendingFile("p.pdf"), assetOwnership: "https://a" };

describe("changeOccupation", () => {
  it("clears the detail and discards the high-risk uploads of a personal customer", () => {
    const { careerOther: _c, proofOfIncome: _p, assetOwnership: _a, ...rest } = withDocs;
    expect(changeOccupation(withDocs, "OC54")).toEqual({ ...rest, career: "OC54" });
  });

  it.each(["OC42", "OC43", "OC47", "OC53"])("clears the company name and address for %s", (career) => {
    const next = changeOccupation(thaiPersonalForm, career);
    expect(Object.keys(next).filter((k) => k.startsWith("workingAtCompany"))).toEqual([]);
    expect(next.career).toBe(career);
  });

  it("keeps the high-risk uploads of an organization, whose business type may need them", () => {
    const form = { ...organizationForm, proofOfIncome: "https://p", assetOwnership: "https://a" };
    expect(changeOccupation(form, "OC54")).toEqual({ ...form, career: "OC54" });
  });

  it("changes nothing when the same occupation is picked again", () => {
    expect(changeOccupation(withDocs, "OC99")).toBe(withDocs);
  });
});

describe("changeBusinessType", () => {
  it("sets the business type and discards the high-risk uploads", () => {
    const form = { ...organizationForm, proofOfIncome: "https://p", assetOwnership: "https://a" };
    expect(changeBusinessType(form, "BT10")).toEqual({ ...organizationForm, orgBusinessType: "BT10" });
    expect(changeBusinessType(form, "BT01")).toBe(form);
  });
});

describe("enterIdentificationStep", () => {
  it.each<[string, KycForm, KycForm]>([
    ["an ID card for a Thai national", { nationality: "Thai", isLifetime: true }, { nationality: "Thai", typeOfCard: "ID Card", isLifetime: true }],
    ["a passport, never lifetime, for anybody else", { nationality: "Japanese", typeOfCard: "ID Card", isLifetime: true }, { nationality: "Japanese", typeOfCard: "Passport", isLifetime: false }],
  ])("sets %s", (_, form, expected) => {
    expect(enterIdentificationStep(form)).toEqual(expected);
  });
});

describe("setLifetime", () => {
  it.each<[KycForm["typeOfCard"], boolean, boolean]>([
    ["ID Card", true, true],
    ["ID Card", false, false],
    ["Passport", true, false],
    [undefined, true, false],
  ])("with a %s, ticking %s gives lifetime %s", (typeOfCard, ticked, lifetime) => {
    expect(setLifetime({ typeOfCard, expireDateOfId: "2030-01-01" }, ticked)).toEqual({ typeOfCard, expireDateOfId: "2030-01-01", isLifetime: lifetime });
  });
});

describe("answerUsQuestion", () => {
  it.each<[KycForm, "isAmerican" | "isAmericanForPayTax", boolean, KycForm]>([
    [{ isAmerican: false, isAmericanForPayTax: true, americanTaxId: "1" }, "isAmerican", true, { isAmerican: true, isAmericanForPayTax: true, americanTaxId: "1" }],
    [{ isAmerican: true, isAmericanForPayTax: true, americanTaxId: "1" }, "isAmerican", false, { isAmerican: false, isAmericanForPayTax: true, americanTaxId: "1" }],
    [{ isAmerican: false, isAmericanForPayTax: true, americanTaxId: "1" }, "isAmericanForPayTax", false, { isAmerican: false, isAmericanForPayTax: false }],
    [{}, "isAmericanForPayTax", false, { isAmericanForPayTax: false }],
  ])("from %j answering %s=%s gives %j", (form, question, yes, expected) => {
    expect(answerUsQuestion(form, question, yes)).toEqual(expected);
  });
});

describe("commitNationality", () => {
  it.each<[string, KycForm]>([
    ["Thai", { nationality: "Thai" }],
    ["  japanese ", { nationality: "Japanese" }],
    ["Iranian", {}],
    ["Martian", {}],
    ["", {}],
  ])("keeps %j only for an enabled country", (typed, expected) => {
    expect(commitNationality({ nationality: "American" }, typed, referenceFixture)).toEqual(expected);
  });
});

describe("defaults from the nationality", () => {
  it.each<[KycForm, KycForm]>([
    [{ nationality: "Thai" }, { nationality: "Thai", orgCountry: "Thailand" }],
    [{ nationality: "Thai", orgCountry: "Japan" }, { nationality: "Thai", orgCountry: "Japan" }],
    [{ nationality: "Martian" }, { nationality: "Martian" }],
  ])("fills the organization country of %j", (form, expected) => {
    expect(enterOrganizationInformation(form, referenceFixture)).toEqual(expected);
  });

  it.each<[KycForm, KycForm]>([
    [{ nationality: "Japanese" }, { nationality: "Japanese", originCountry: "Japan", currentCountry: "Japan" }],
    [{ nationality: "Japanese", currentCountry: "Thailand" }, { nationality: "Japanese", currentCountry: "Thailand" }],
    [{ nationality: "Japanese", originCountry: "Thailand" }, { nationality: "Japanese", originCountry: "Thailand" }],
    [{ nationality: "Iranian" }, { nationality: "Iranian" }],
  ])("fills origin and current country of %j only when both are empty", (form, expected) => {
    expect(enterAddressStep(form, referenceFixture)).toEqual(expected);
  });

  it("keeps a mirrored current address in step with the defaulted origin", () => {
    const form = enterAddressStep({ ...foreignPersonalForm, originCountry: undefined, currentCountry: undefined, isCurrentAddressSameAsOrigin: true }, referenceFixture);
    expect(form.currentCountry).toBe("Japan");
    expect(form.currentAddressLineOne).toBe(form.originAddressLineOne);
  });
});
