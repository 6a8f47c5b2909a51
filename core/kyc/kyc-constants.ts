/** Customer types of spec 2 section 3. */
export const CUSTOMER_TYPES = ["Personal", "Organization"] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
/** Name titles, stored as the spec writes them (with the dot). */
export const NAME_TITLES = ["Mr.", "Miss.", "Mrs."] as const;
/** Gender values of the information step. */
export const GENDERS = ["Male", "Female"] as const;
/** Marital status values of the information step. */
export const MARITAL_STATUSES = ["Single", "Married"] as const;
/** Identity document types: Thai nationals use an ID Card, everybody else a Passport. */
export const CARD_TYPES = ["ID Card", "Passport"] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The nationality text (countries list `nationality`) that makes a customer a Thai national. */
export const THAI_NATIONALITY = "Thai";
/** The country name (countries list `en_short_name`) whose provinces and postcodes follow Thai rules. */
export const THAILAND = "Thailand";

/** Occupations without a workplace: company name and address are hidden and cleared. */
export const NO_COMPANY_OCCUPATIONS: readonly string[] = ["OC42", "OC43", "OC47", "OC53"];
/** Occupations whose free-text detail (careerOther) is required. */
export const DETAIL_REQUIRED_OCCUPATIONS: readonly string[] = ["OC54", "OC47"];
/** An occupation or business type at this risk level (or above) needs proof of income and asset ownership. */
export const HIGH_RISK_LEVEL = 10;

/** Minimum age in full years on the day of validation. */
export const MINIMUM_AGE_YEARS = 20;
/** An expiry date must be at least this many whole days after today (decisions.md). */
export const EXPIRY_MIN_DAYS_AHEAD = 7;
/** Date pickers accept dates this many years around today. */
export const DATE_RANGE_YEARS = 200;
/** Longest passport or other identity number. */
export const PASSPORT_MAX_LENGTH = 10;
/** What the submitted expiry date becomes for a lifetime ID card. */
export const LIFETIME_EXPIRY_TEXT = "Lifetime ID Card";

/** Wizard steps: 0 nationality, 1 information, 2 address, 3 identification, 4 summary. */
export const KYC_STEPS = [0, 1, 2, 3, 4] as const;
export type KycStep = (typeof KYC_STEPS)[number];
/** The wizard's step number after a successful submission (shows the success dialog). */
export const KYC_SUCCESS_STEP = 5;
