import { describe, expect, it } from "vitest";
import { setKycField } from "./edit-changes";
import type { KycForm } from "./kyc-form.schema";
import { foreignPersonalForm, pendingFile, thaiPersonalForm } from "./kyc.fixtures";

describe("setKycField", () => {
  it("clears the workplace and the detail when the occupation has no workplace", () => {
    const form = setKycField({ ...thaiPersonalForm, careerOther: "x" }, "career", "OC42");
    expect([form.career, form.careerOther, form.workingAtCompanyName, form.workingAtCompanyCity]).toEqual(["OC42", undefined, undefined, undefined]);
  });

  it("keeps the current address in step with the origin one while it is the same, and clears it when unticked", () => {
    const moved = setKycField(thaiPersonalForm, "originCity", "Hang Dong");
    expect([moved.originCity, moved.currentCity]).toEqual(["Hang Dong", "Hang Dong"]);
    const apart = setKycField(moved, "isCurrentAddressSameAsOrigin", false);
    expect([apart.isCurrentAddressSameAsOrigin, apart.currentCity, apart.originCity]).toEqual([false, undefined, "Hang Dong"]);
  });

  it("clears a province when its country changes, and postcode and city when a Thai province is chosen", () => {
    const abroad = setKycField(foreignPersonalForm, "currentCountry", "Japan");
    expect([abroad.currentCountry, abroad.currentProvince, abroad.currentCity]).toEqual(["Japan", undefined, "Khlong Toei"]);
    const province = setKycField(foreignPersonalForm, "currentProvince", "CHIANG_MAI");
    expect([province.currentProvince, province.currentCity, province.currentPostcode]).toEqual(["CHIANG_MAI", undefined, undefined]);
    expect(setKycField(foreignPersonalForm, "originProvince", "Osaka").originCity).toBe("Chiyoda");
  });

  it("sets the card type of a new nationality, never lifetime for a passport", () => {
    const form = setKycField({ ...thaiPersonalForm, isLifetime: true }, "nationality", "Japanese");
    expect([form.typeOfCard, form.isLifetime]).toEqual(["Passport", false]);
    expect(setKycField(form, "isLifetime", true).isLifetime).toBe(false);
  });

  it("removes the US tax id once both answers are no", () => {
    const form = setKycField(foreignPersonalForm, "isAmericanForPayTax", false);
    expect(form.americanTaxId).toBeUndefined();
  });

  it("sets a picked file, and removes a field set to nothing", () => {
    const file = pendingFile("selfie.png");
    const form: KycForm = setKycField(thaiPersonalForm, "selfIdentificationPicture", file);
    expect(form.selfIdentificationPicture).toBe(file);
    expect("middleName" in setKycField({ ...form, middleName: "M" }, "middleName", undefined)).toBe(false);
  });
});
