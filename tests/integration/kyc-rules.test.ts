import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bangkokIsoDate } from "../../core/shared/bangkok-time";
import { foreignPersonalForm, organizationForm, thaiPersonalForm } from "../../core/kyc/kyc.fixtures";
import type { KycForm } from "../../core/kyc/kyc-form.schema";
import { buildKycSubmission } from "../../core/kyc/submission";
import { loadReferenceData } from "../../adapters/reference-data/reference-data";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signInTestUser(server.deps)).token;
});
afterAll(() => server.close());

const links = { identificationPicture: "l1", selfIdentificationPicture: "l2", governmentIssued: "l3", orgCompanyCert: "l4", orgShareholders: "l5", orgPowerAttorney: "l6" };
const body = (form: KycForm) => buildKycSubmission(form, links)._unsafeUnwrap() as Record<string, unknown>;
const days = (n: number) => bangkokIsoDate(Date.now() + n * 86_400_000);
const yearsAgo = (n: number) => `${new Date().getUTCFullYear() - n}-01-01`;
const highRisk = loadReferenceData().kyc.occupations.find((o) => o.riskLevel >= 10)?.key;
const without = (b: Record<string, unknown>, field: string) => Object.fromEntries(Object.entries(b).filter(([k]) => k !== field));

const thai = body(thaiPersonalForm);
const foreign = body(foreignPersonalForm);
const organization = body(organizationForm);

// Spec 2 section 5, rule by rule: the server refuses each with the code the web app shows.
const RULES: ReadonlyArray<readonly [string, Record<string, unknown>, string, string]> = [
  ["nationality required", without(thai, "nationality"), "nationality", "KYC_REQUIRED"],
  ["nationality must be listed (isNationality)", { ...foreign, nationality: "Martian" }, "nationality", "KYC_NATIONALITY_INVALID"],
  ["nationality must be available (isNationalityNotAvailable)", { ...foreign, nationality: "Iranian" }, "nationality", "KYC_NATIONALITY_NOT_AVAILABLE"],
  ["customer type required", without(thai, "customerType"), "customerType", "KYC_REQUIRED"],
  ["title required", without(thai, "nameTitle"), "nameTitle", "KYC_REQUIRED"],
  ["Thai first name required for Thai nationals", without(thai, "firstNameInThai"), "firstNameInThai", "KYC_REQUIRED"],
  ["Thai last name required for Thai nationals", without(thai, "lastNameInThai"), "lastNameInThai", "KYC_REQUIRED"],
  ["first name required", without(thai, "firstName"), "firstName", "KYC_REQUIRED"],
  ["last name required", without(thai, "lastName"), "lastName", "KYC_REQUIRED"],
  ["gender required", without(thai, "gender"), "gender", "KYC_REQUIRED"],
  ["marital status required", without(thai, "maritalStatus"), "maritalStatus", "KYC_REQUIRED"],
  ["phone required", without(thai, "tel"), "tel", "KYC_REQUIRED"],
  ["occupation required", without(thai, "career"), "career", "KYC_REQUIRED"],
  ["average income required", without(thai, "averageIncome"), "averageIncome", "KYC_REQUIRED"],
  ["occupation detail required for OC54", { ...thai, career: "OC54" }, "careerOther", "KYC_REQUIRED"],
  ["occupation detail required for OC47", { ...without(thai, "workingAtCompanyName"), career: "OC47" }, "careerOther", "KYC_REQUIRED"],
  ["company name required with a company", without(thai, "workingAtCompanyName"), "workingAtCompanyName", "KYC_REQUIRED"],
  ["company postcode required", without(thai, "workingAtCompanyPostcode"), "workingAtCompanyPostcode", "KYC_REQUIRED"],
  ["date of birth required", without(thai, "birthdate"), "birthdate", "KYC_REQUIRED"],
  ["age at least 20 (ageMoreThanTwenty)", { ...thai, birthdate: yearsAgo(19) }, "birthdate", "KYC_AGE_UNDER_MINIMUM"],
  ["Thai postcode of 5 digits", { ...thai, originPostcode: "5020" }, "originPostcode", "KYC_POSTCODE_INVALID"],
  ["organization postcode of 5 digits", { ...organization, orgCompanyPostcode: "1050A" }, "orgCompanyPostcode", "KYC_POSTCODE_INVALID"],
  ["organization tax id required", without(organization, "orgTaxId"), "orgTaxId", "KYC_REQUIRED"],
  ["organization phone required", without(organization, "orgTel"), "orgTel", "KYC_REQUIRED"],
  ["business type required", without(organization, "orgBusinessType"), "orgBusinessType", "KYC_REQUIRED"],
  ["organization average income required", without(organization, "averageIncome"), "averageIncome", "KYC_REQUIRED"],
  ["origin address line required", without(thai, "originAddressLineOne"), "originAddressLineOne", "KYC_REQUIRED"],
  ["origin province required", without(thai, "originProvince"), "originProvince", "KYC_REQUIRED"],
  ["current city required when not the same", without(foreign, "currentCity"), "currentCity", "KYC_REQUIRED"],
  ["Thai ID card checksum", { ...thai, identificationId: "1234567890122" }, "identificationId", "ID_CARD_INVALID"],
  ["passport at most 10 characters", { ...foreign, identificationId: "AB123456789" }, "identificationId", "PASSPORT_INVALID"],
  ["laser code pattern", { ...thai, laserCode: "J12345678" }, "laserCode", "LASER_CODE_INVALID"],
  ["laser code required for a Thai ID card", without(thai, "laserCode"), "laserCode", "KYC_REQUIRED"],
  ["issue date not after now", { ...thai, issueDateOfId: days(2) }, "issueDateOfId", "KYC_ISSUE_DATE_IN_FUTURE"],
  ["expiry at least 7 days ahead", { ...thai, expireDateOfId: days(3) }, "expireDateOfId", "KYC_EXPIRY_TOO_SOON"],
  ["expiry required unless lifetime", without(thai, "expireDateOfId"), "expireDateOfId", "KYC_REQUIRED"],
  ["ID photo required", without(thai, "identificationPicture"), "identificationPicture", "KYC_REQUIRED"],
  ["selfie required", without(thai, "selfIdentificationPicture"), "selfIdentificationPicture", "KYC_REQUIRED"],
  ["government document required", without(thai, "governmentIssued"), "governmentIssued", "KYC_REQUIRED"],
  ["US person answer required", without(thai, "isAmerican"), "isAmerican", "KYC_REQUIRED"],
  ["US tax payer answer required", without(thai, "isAmericanForPayTax"), "isAmericanForPayTax", "KYC_REQUIRED"],
  ["US tax id required when shown", { ...thai, isAmerican: true }, "americanTaxId", "KYC_REQUIRED"],
  ["proof of income for a risk-level-10 occupation", { ...thai, career: highRisk }, "proofOfIncome", "KYC_REQUIRED"],
  ["company certificate required", without(organization, "orgCompanyCert"), "orgCompanyCert", "KYC_REQUIRED"],
  ["shareholder list required", without(organization, "orgShareholders"), "orgShareholders", "KYC_REQUIRED"],
];

describe("PATCH /user/submit-kyc re-checks spec 2 section 5 on the server", () => {
  it.each(RULES)("refuses a form breaking: %s", async (_rule, payload, field, code) => {
    const response = await server.app.inject({ method: "PATCH", url: "/v1/api/user/submit-kyc", headers: { authorization: `Bearer ${token}` }, payload });
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ code: string; details: { fields: Record<string, string> } }>();
    expect(answer.code).toBe("KYC_FORM_INVALID");
    expect(answer.details.fields[field]).toBe(code);
  });

  it("accepts the lifetime ID card text in place of an expiry date", async () => {
    const lifetime = body({ ...thaiPersonalForm, isLifetime: true, expireDateOfId: undefined });
    expect(lifetime.expireDateOfId).toBe("Lifetime ID Card");
    const response = await server.app.inject({ method: "PATCH", url: "/v1/api/user/submit-kyc", headers: { authorization: `Bearer ${token}` }, payload: lifetime });
    // The form passes every rule; only the placeholder document links are refused.
    expect(response.json()).toMatchObject({ code: "KYC_DOCUMENT_INVALID", details: { field: "identificationPicture" } });
  });

  it("names the field of a value of the wrong type with a 400", async () => {
    const response = await server.app.inject({ method: "PATCH", url: "/v1/api/user/submit-kyc", headers: { authorization: `Bearer ${token}` }, payload: { ...thai, tel: 812345678 } });
    expect([response.statusCode, response.json().fields]).toEqual([400, [expect.objectContaining({ field: "tel" })]]);
  });

  it.each(["/user/kyc", "/user/kyc/verification"])("answers GET %s with 401 without a token", async (url) => {
    expect((await server.app.inject({ method: "GET", url: `/v1/api${url}` })).statusCode).toBe(401);
  });

  it.each([
    ["PATCH", "/user/submit-kyc"],
    ["POST", "/user/upload/kyc/docs"],
    ["GET", "/admin/kyc"],
  ] as const)("answers %s %s with 401 without a token", async (method, url) => {
    expect((await server.app.inject({ method, url: `/v1/api${url}`, payload: method === "GET" ? undefined : {} })).statusCode).toBe(401);
  });
});
