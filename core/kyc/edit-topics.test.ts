import { describe, expect, it } from "vitest";
import { isKycFieldShown, kycEditFields, kycEditTopics } from "./edit-topics";
import type { KycForm } from "./kyc-form.schema";
import { foreignPersonalForm, organizationForm, referenceFixture, thaiPersonalForm } from "./kyc.fixtures";

const note = (group: string, topic: string, detail = "Please check.") => ({ group, topic, detail });

describe("kycEditTopics", () => {
  it("numbers the operator's notes in their order, with the detail text and the fields to correct", () => {
    const log = [note("identification", "identificationPicture", "The photo is unclear"), note("address", "originAddress", "Add the postcode")];
    expect(kycEditTopics(log, thaiPersonalForm, referenceFixture)).toEqual([
      { number: 1, group: "identification", topic: "identificationPicture", detail: "The photo is unclear", fields: ["identificationPicture"] },
      {
        number: 2,
        group: "address",
        topic: "originAddress",
        detail: "Add the postcode",
        fields: ["originAddressLineOne", "originAddressLineTwo", "originCountry", "originProvince", "originCity", "originPostcode"],
      },
    ]);
  });

  it("shows only the fields the wizard shows for this customer", () => {
    const thai = kycEditTopics([note("information", "name"), note("identification", "laserCode")], thaiPersonalForm, referenceFixture);
    expect(thai.map((t) => t.fields)).toEqual([["nameTitle", "firstName", "lastName"], ["laserCode"]]);
    const foreign = kycEditTopics([note("information", "name"), note("identification", "laserCode")], foreignPersonalForm, referenceFixture);
    expect(foreign.map((t) => t.fields)).toEqual([["nameTitle", "firstName", "middleName", "lastName"], []]);
  });

  it("follows the occupation: detail and high-risk documents when they apply, no workplace without one", () => {
    const risky: KycForm = { ...thaiPersonalForm, career: "OC99" };
    expect(kycEditTopics([note("information", "career")], risky, referenceFixture)[0]!.fields).toEqual(["career", "proofOfIncome", "assetOwnership"]);
    const detail: KycForm = { ...thaiPersonalForm, career: "OC47" };
    expect(kycEditTopics([note("information", "career"), note("information", "workplace")], detail, referenceFixture).map((t) => t.fields)).toEqual([["career", "careerOther"], []]);
  });

  it("lists a field two topics share once, under the first", () => {
    const risky: KycForm = { ...thaiPersonalForm, career: "OC99" };
    const topics = kycEditTopics([note("documents", "proofOfIncome"), note("information", "career")], risky, referenceFixture);
    expect(topics.map((t) => t.fields)).toEqual([["proofOfIncome"], ["career", "assetOwnership"]]);
    expect(kycEditFields(topics)).toEqual(["proofOfIncome", "career", "assetOwnership"]);
  });

  it("keeps the current address out while it is the same as the origin one", () => {
    expect(kycEditTopics([note("address", "currentAddress")], thaiPersonalForm, referenceFixture)[0]!.fields).toEqual(["isCurrentAddressSameAsOrigin"]);
    expect(kycEditTopics([note("address", "currentAddress")], foreignPersonalForm, referenceFixture)[0]!.fields).toHaveLength(7);
  });

  it("shows organization topics to an organization only", () => {
    const log = [note("organization", "orgCompany"), note("documents", "orgCompanyCert")];
    expect(kycEditTopics(log, organizationForm, referenceFixture).map((t) => t.fields)).toEqual([["orgCompanyName", "orgTaxId", "orgTel"], ["orgCompanyCert"]]);
    expect(kycEditTopics(log, thaiPersonalForm, referenceFixture).map((t) => t.fields)).toEqual([[], []]);
  });

  it("keeps a note whose topic is not in the list, with no field, and ignores inherited property names", () => {
    expect(kycEditTopics([note("constructor", "toString", "x")], thaiPersonalForm, referenceFixture)).toEqual([
      { number: 1, group: "constructor", topic: "toString", detail: "x", fields: [] },
    ]);
  });

});

describe("isKycFieldShown", () => {
  it("keeps the expiry shown for a lifetime card and hides the US tax id until a US answer is yes", () => {
    const lifetime: KycForm = { ...thaiPersonalForm, isLifetime: true };
    expect(isKycFieldShown("expireDateOfId", lifetime, referenceFixture)).toBe(true);
    expect(isKycFieldShown("americanTaxId", thaiPersonalForm, referenceFixture)).toBe(false);
    expect(isKycFieldShown("americanTaxId", { ...thaiPersonalForm, isAmerican: true }, referenceFixture)).toBe(true);
  });
});
