import { describe, expect, it } from "vitest";
import { ctxFixture, organizationForm, referenceFixture, thaiPersonalForm } from "./kyc.fixtures";
import { enterKycStep, kycStepSubject, kycWizardAccess, nextKycStep, previousKycStep, resumeKycStep } from "./wizard-steps";

describe("kycStepSubject", () => {
  it("speaks of the customer on every step of a personal customer but the summary", () => {
    expect([0, 1, 2, 3, 4].map((s) => kycStepSubject(s as 0, "Personal"))).toEqual(["CUSTOMER", "CUSTOMER", "CUSTOMER", "CUSTOMER", null]);
  });

  it("speaks of the organization on its information step and of the representative on address and identification", () => {
    expect([0, 1, 2, 3, 4].map((s) => kycStepSubject(s as 0, "Organization"))).toEqual(["CUSTOMER", "ORGANIZATION", "REPRESENTATIVE", "REPRESENTATIVE", null]);
  });

  it("speaks of the customer while no type is chosen", () => {
    expect(kycStepSubject(1, undefined)).toBe("CUSTOMER");
  });
});

describe("enterKycStep", () => {
  it("defaults an organization's country from the nationality on its information step", () => {
    expect(enterKycStep({ nationality: "Japanese", customerType: "Organization" }, 1, referenceFixture).orgCountry).toBe("Japan");
  });

  it("leaves a personal customer's information step as it is", () => {
    const form = { nationality: "Japanese", customerType: "Personal" as const };
    expect(enterKycStep(form, 1, referenceFixture)).toBe(form);
  });

  it("defaults both address countries on the address step and sets the card type on the identification step", () => {
    expect(enterKycStep({ nationality: "Thai" }, 2, referenceFixture)).toEqual({ nationality: "Thai", originCountry: "Thailand", currentCountry: "Thailand" });
    expect(enterKycStep({ nationality: "Japanese", isLifetime: true }, 3, referenceFixture)).toEqual({ nationality: "Japanese", typeOfCard: "Passport", isLifetime: false });
  });

  it("changes nothing on the nationality and summary steps", () => {
    expect([enterKycStep(thaiPersonalForm, 0, referenceFixture), enterKycStep(organizationForm, 4, referenceFixture)]).toEqual([thaiPersonalForm, organizationForm]);
  });
});

describe("wizard moves", () => {
  it("goes forward to the summary and no further, back to the first step and no further", () => {
    expect([0, 1, 2, 3, 4].map((s) => nextKycStep(s as 0))).toEqual([1, 2, 3, 4, null]);
    expect([0, 1, 2, 3, 4, 5].map((s) => previousKycStep(s as 0))).toEqual([null, 0, 1, 2, 3, null]);
  });
});

describe("kycWizardAccess", () => {
  it("lets only an active unverified user fill the form", () => {
    expect(kycWizardAccess({ isActive: true, kycStatus: "UNVERIFIED" })).toBe("FORM");
  });

  it.each(["VERIFYING", "REQUEST_CHANGE", "APPROVED", "REJECTED"])("sends an active user in %s to the summary", (kycStatus) => {
    expect(kycWizardAccess({ isActive: true, kycStatus })).toBe("SUMMARY");
  });

  it("sends an inactive user to the exchange whatever the status", () => {
    expect([kycWizardAccess({ isActive: false, kycStatus: "UNVERIFIED" }), kycWizardAccess({ isActive: false, kycStatus: "APPROVED" })]).toEqual(["EXCHANGE", "EXCHANGE"]);
  });
});

describe("resumeKycStep", () => {
  it("resumes a complete form's draft on the step it was saved on", () => {
    expect(resumeKycStep(thaiPersonalForm, 3, ctxFixture)).toBe(3);
  });

  it("resumes on the first earlier step that no longer passes", () => {
    expect([resumeKycStep({ ...thaiPersonalForm, originCity: "" }, 4, ctxFixture), resumeKycStep({ nationality: "Thai" }, 2, ctxFixture)]).toEqual([2, 0]);
  });
});
