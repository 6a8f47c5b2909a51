import { describe, expect, it } from "vitest";
import { kycVisibility } from "./field-visibility";
import { foreignPersonalForm, organizationForm, referenceFixture, thaiPersonalForm } from "./kyc.fixtures";

describe("kycVisibility", () => {
  it("shows a Thai national's ID card parts: Thai names, laser code and the lifetime box, no middle name", () => {
    expect(kycVisibility({ ...thaiPersonalForm, career: "OC01", typeOfCard: "ID Card", isAmerican: false, isAmericanForPayTax: false }, referenceFixture)).toEqual({
      thaiNames: true,
      middleName: false,
      company: true,
      careerDetail: false,
      highRiskDocuments: false,
      laserCode: true,
      lifetime: true,
      expiry: true,
      usTaxId: false,
    });
  });

  it("shows a passport holder's middle name and no ID-card parts", () => {
    const shown = kycVisibility({ ...foreignPersonalForm, typeOfCard: "Passport", isLifetime: true }, referenceFixture);
    expect([shown.thaiNames, shown.middleName, shown.laserCode, shown.lifetime, shown.expiry]).toEqual([false, true, false, false, true]);
  });

  it.each(["OC42", "OC43", "OC47", "OC53"])("hides the company for %s", (career) => {
    expect(kycVisibility({ career }, referenceFixture).company).toBe(false);
  });

  it.each([
    ["OC54", true],
    ["OC47", true],
    ["OC01", false],
  ])("shows the occupation detail for %s: %s", (career, shown) => {
    expect(kycVisibility({ career }, referenceFixture).careerDetail).toBe(shown);
  });

  it("shows the high-risk documents for a level-10 occupation or an organization's level-10 business type", () => {
    expect([
      kycVisibility({ career: "OC99" }, referenceFixture).highRiskDocuments,
      kycVisibility({ ...organizationForm, orgBusinessType: "BT10" }, referenceFixture).highRiskDocuments,
      kycVisibility({ customerType: "Personal", career: "OC01", orgBusinessType: "BT10" }, referenceFixture).highRiskDocuments,
    ]).toEqual([true, true, false]);
  });

  it("locks the expiry of a lifetime ID card and shows the US tax id after a yes", () => {
    const shown = kycVisibility({ typeOfCard: "ID Card", isLifetime: true, isAmerican: false, isAmericanForPayTax: true }, referenceFixture);
    expect([shown.expiry, shown.usTaxId]).toEqual([false, true]);
  });
});
