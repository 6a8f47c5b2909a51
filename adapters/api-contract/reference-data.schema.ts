import { z } from "zod";
import { COUNTRY_LIST_TYPES } from "../../core/assessment/question-6-points";
import {
  countrySchema,
  incomeOptionSchema,
  localisedLabelSchema,
  postcodeEntrySchema,
  riskRatedOptionSchema,
  thaiProvinceSchema,
} from "../../core/kyc/reference";

/** Where the static reference files are served, under the API base (the client's static base). */
export const STATIC_PATH = "/static";

/** A country of countries.json: the KYC fields plus its FATF list type for suitability question 6. */
export const referenceCountrySchema = countrySchema.extend({ type: z.enum(COUNTRY_LIST_TYPES) });
/** A country as served. */
export type ReferenceCountry = z.infer<typeof referenceCountrySchema>;

/** A Thai province as served: the KYC key and Thai name plus the English name for display. */
export const referenceProvinceSchema = thaiProvinceSchema.extend({ en: z.string().min(1) });

/** A keyed label: a KYC topic or a verification topic. */
export const topicSchema = z.object({ key: z.string().min(1), label: localisedLabelSchema });
/** A group of KYC topics (the verification log's group and topic come from here). */
export const kycTopicGroupSchema = topicSchema.extend({ topics: z.array(topicSchema).min(1) });
/** A KYC topic group. */
export type KycTopicGroup = z.infer<typeof kycTopicGroupSchema>;
/** A verification topic (a reason an operator picks when asking for changes). */
export type VerifyTopic = z.infer<typeof topicSchema>;

/** Every static reference file: its name on the wire and the schema of its content. */
export const STATIC_FILES = {
  countries: { file: "countries.json", schema: z.array(referenceCountrySchema).min(1) },
  provincesInThailand: { file: "provinces-in-thailand.json", schema: z.array(referenceProvinceSchema).length(77) },
  occupationList: { file: "occupations.json", schema: z.array(riskRatedOptionSchema).min(1) },
  businessList: { file: "business-types.json", schema: z.array(riskRatedOptionSchema).min(1) },
  averageIncomeList: { file: "average-incomes.json", schema: z.array(incomeOptionSchema).min(1) },
  kycTopicsList: { file: "kyc-topics.json", schema: z.array(kycTopicGroupSchema).min(1) },
  verifyTopicsList: { file: "verify-topics.json", schema: z.array(topicSchema).min(1) },
  thaiPostcodes: { file: "thai-postcodes.json", schema: z.array(postcodeEntrySchema).min(1) },
} as const;
/** The name of a static reference list. */
export type StaticListName = keyof typeof STATIC_FILES;
/** The content of each static list. */
export type StaticLists = { [K in StaticListName]: z.output<(typeof STATIC_FILES)[K]["schema"]> };

/** The file names the static route serves. */
export const STATIC_FILE_NAMES: readonly string[] = Object.values(STATIC_FILES).map((f) => f.file);
