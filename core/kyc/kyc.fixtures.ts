import type { KycValidationContext } from "./field-checks";
import type { KycForm, PendingFile } from "./kyc-form.schema";
import { thaiIdCheckDigit } from "./identity-numbers";
import type { KycReference, PostcodeEntry } from "./reference";

/** Small reference lists for tests: OC99 and BT10 are the high-risk (level 10) entries. */
export const referenceFixture: KycReference = {
  countries: [
    { en_short_name: "Thailand", nationality: "Thai" },
    { en_short_name: "Japan", nationality: "Japanese" },
    { en_short_name: "United States", nationality: "American" },
    { en_short_name: "Iran", nationality: "Iranian", disabled: true },
  ],
  provinces: [
    { key: "BANGKOK", th: "กรุงเทพมหานคร" },
    { key: "CHIANG_MAI", th: "เชียงใหม่" },
  ],
  occupations: [
    { key: "OC01", riskLevel: 1, label: { en: "Employee", th: "พนักงาน" } },
    { key: "OC42", riskLevel: 1 },
    { key: "OC43", riskLevel: 1 },
    { key: "OC47", riskLevel: 2 },
    { key: "OC53", riskLevel: 1 },
    { key: "OC54", riskLevel: 3 },
    { key: "OC99", riskLevel: 10 },
  ],
  businessTypes: [
    { key: "BT01", riskLevel: 1 },
    { key: "BT10", riskLevel: 10 },
  ],
  averageIncomes: [{ key: "IN01" }, { key: "IN02" }],
};

/** Thai postcode data for the suggestion tests (10110 has two cities). */
export const postcodesFixture: PostcodeEntry[] = [
  { postcode: "10110", city: "Khlong Toei", province: "BANGKOK" },
  { postcode: "10110", city: "Watthana", province: "BANGKOK" },
  { postcode: "10120", city: "Sathon", province: "BANGKOK" },
  { postcode: "50200", city: "Mueang Chiang Mai", province: "CHIANG_MAI" },
];

/** The fixed Asia/Bangkok day the rules are checked on. */
export const TODAY = "2026-01-15";

/** The context of every rule test. */
export const ctxFixture: KycValidationContext = { reference: referenceFixture, today: TODAY };

/** A picked file (what a browser File looks like to the core). */
export function pendingFile(name: string, size = 1000, type = "image/png"): PendingFile {
  return { name, size, type };
}

let identitySerial = 0;
const randomDigits = (count: number) => String(Math.floor(Math.random() * 10 ** count)).padStart(count, "0");

/**
 * A valid Thai ID card number of its own, for tests that make many accounts: one identity holds
 * one account, so accounts that pass KYC need different numbers (a serial within the process, random digits across processes).
 */
export function freshThaiIdCard(): string {
  identitySerial += 1;
  const first12 = `${1 + Math.floor(Math.random() * 8)}${randomDigits(6)}${String(identitySerial % 100_000).padStart(5, "0")}`;
  const digits = `${first12}${thaiIdCheckDigit(first12)}`;
  // Written as on the card (1-2345-67890-12-1): the rules strip the hyphens.
  return `${digits[0]}-${digits.slice(1, 5)}-${digits.slice(5, 10)}-${digits.slice(10, 12)}-${digits[12]}`;
}

/** A passport number of its own (two letters, seven digits), for the same reason. */
export function freshPassportNumber(): string {
  identitySerial += 1;
  return `PT${randomDigits(2)}${String(identitySerial % 100_000).padStart(5, "0")}`;
}

/** The form with an identity of its own: a fresh ID card or passport number of the same type. */
export function withFreshIdentity<F extends KycForm>(form: F): F {
  if (form.typeOfCard === "ID Card") return { ...form, identificationId: freshThaiIdCard() };
  if (form.typeOfCard === "Passport") return { ...form, identificationId: freshPassportNumber() };
  return form;
}

/** A complete, valid form of a Thai Personal customer with an ID card. */
export const thaiPersonalForm: KycForm = {
  nationality: "Thai",
  customerType: "Personal",
  nameTitle: "Mr.",
  firstNameInThai: "สมชาย",
  lastNameInThai: "ใจดี",
  firstName: "Somchai",
  lastName: "Jaidee",
  gender: "Male",
  maritalStatus: "Single",
  birthdate: "1990-05-01",
  tel: "0812345678",
  career: "OC01",
  averageIncome: "IN01",
  workingAtCompanyName: "Siam Widgets",
  workingAtCompanyAddressLineOne: "1 Sukhumvit Rd",
  workingAtCompanyCountry: "Thailand",
  workingAtCompanyProvince: "BANGKOK",
  workingAtCompanyCity: "Khlong Toei",
  workingAtCompanyPostcode: "10110",
  originAddressLineOne: "9 Nimman Rd",
  originCountry: "Thailand",
  originProvince: "CHIANG_MAI",
  originCity: "Mueang Chiang Mai",
  originPostcode: "50200",
  isCurrentAddressSameAsOrigin: true,
  typeOfCard: "ID Card",
  identificationId: "1-2345-67890-12-1",
  laserCode: "JT1-2345678-90",
  issueDateOfId: "2020-01-01",
  expireDateOfId: "2029-01-01",
  isLifetime: false,
  identificationPicture: "https://files.example/id.png",
  selfIdentificationPicture: "https://files.example/selfie.png",
  governmentIssued: "https://files.example/gov.png",
  isAmerican: false,
  isAmericanForPayTax: false,
  isAcceptTermAndPolicy: true,
};

/** A complete, valid form of a Japanese Personal customer with a passport, living in Tokyo. */
export const foreignPersonalForm: KycForm = {
  nationality: "Japanese",
  customerType: "Personal",
  nameTitle: "Mrs.",
  firstName: "Hanako",
  middleName: "M",
  lastName: "Yamada",
  gender: "Female",
  maritalStatus: "Married",
  birthdate: "1980-02-29",
  tel: "0901234567",
  career: "OC42",
  averageIncome: "IN02",
  originAddressLineOne: "1-1 Chiyoda",
  originCountry: "Japan",
  originProvince: "Tokyo",
  originCity: "Chiyoda",
  originPostcode: "100-0001",
  currentAddressLineOne: "1 Sukhumvit Rd",
  currentCountry: "Thailand",
  currentProvince: "BANGKOK",
  currentCity: "Khlong Toei",
  currentPostcode: "10110",
  typeOfCard: "Passport",
  identificationId: "TZ1234567",
  issueDateOfId: "2022-03-01",
  expireDateOfId: "2032-03-01",
  identificationPicture: pendingFile("passport.png"),
  selfIdentificationPicture: pendingFile("selfie.jpg", 2000, "image/jpeg"),
  governmentIssued: pendingFile("gov.png"),
  isAmerican: false,
  isAmericanForPayTax: true,
  americanTaxId: "123-45-6789",
};

/** A complete, valid form of an Organization whose representative is Thai. */
export const organizationForm: KycForm = {
  ...thaiPersonalForm,
  customerType: "Organization",
  orgCompanyName: "Siam Trading Co., Ltd.",
  orgTaxId: "0105500000001",
  orgCompanyAddressLineOne: "99 Silom Rd",
  orgCountry: "Thailand",
  orgCompanyProvince: "BANGKOK",
  orgCompanyCity: "Bang Rak",
  orgCompanyPostcode: "10500",
  orgTel: "021234567",
  orgBusinessType: "BT01",
  orgCompanyCert: pendingFile("cert.pdf", 3_000_000, "application/pdf"),
  orgShareholders: "https://files.example/shareholders.pdf",
  orgPowerAttorney: pendingFile("poa.pdf", 100, "application/pdf"),
};
