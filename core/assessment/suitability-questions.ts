/**
 * The 14 questions of the suitability test and the points of each answer.
 *
 * The spec fixes only the total (45), the thresholds and question 6; the other points are our
 * design, chosen so that the best answer of every question sums to 45 and the worst to 1:
 * - a higher point means more room for risk, so a high total fits digital assets (very_hight);
 * - multi-select questions (3 and 5) score the highest point among the chosen answers;
 * - questions 13 and 14 are compliance screening kept on record for review: they score 0
 *   either way, so a past conviction can neither raise nor lower the risk level;
 * - question 6 scores by its answer unless a chosen country is on a FATF list (see question-6-points.ts).
 * Answer labels are text and live in the web's locales; the core only knows the keys.
 */
export const SUITABILITY_QUESTIONS = [
  // age: 60 or more, 45-59, 35-44, 20-34
  { key: "Q_1", topic: "age", multiple: false, points: [0, 1, 2, 3] },
  // education: below bachelor, bachelor, master or higher
  { key: "Q_2", topic: "education", multiple: false, points: [0, 1, 2] },
  // purpose: keep capital, regular income, long-term growth, short-term profit, others (A_5)
  { key: "Q_3", topic: "purpose", multiple: true, points: [0, 1, 2, 3, 1], othersAnswer: "A_5" },
  // horizon: under 1 year, 1-3 years, 3-5 years, over 5 years
  { key: "Q_4", topic: "investment_horizon", multiple: false, points: [0, 1, 2, 3] },
  // income sources: salary, business, investment returns, inheritance, savings, pension, others (A_7)
  { key: "Q_5", topic: "income_sources", multiple: true, points: [1, 2, 2, 1, 1, 0, 1], othersAnswer: "A_7" },
  // income country: the spec's points by answer; countries may raise it to 7 or 10
  { key: "Q_6", topic: "income_country", multiple: false, points: [1, 3, 5, 3, 5], takesCountries: true },
  // monthly income (Baht): under 10,000, 10,000-50,000, 50,001-100,000, 100,001-500,000, over 500,000
  { key: "Q_7", topic: "monthly_income", multiple: false, points: [0, 1, 2, 3, 4] },
  // total assets (Baht): under 500,000, 500,000-5M, 5M-20M, 20M-100M, over 100,000,000
  { key: "Q_8", topic: "total_assets", multiple: false, points: [0, 1, 2, 3, 4] },
  // share of assets in digital assets: under 10 %, 10-25 %, 25-50 %, over 50 %
  { key: "Q_9", topic: "digital_asset_share", multiple: false, points: [0, 1, 2, 3] },
  // experience: none, deposits and bonds, funds, shares and derivatives, digital assets
  { key: "Q_10", topic: "experience", multiple: false, points: [0, 1, 2, 3, 4] },
  // risk tolerance: capital protected, low, moderate, high, very high
  { key: "Q_11", topic: "risk_tolerance", multiple: false, points: [0, 1, 2, 3, 4] },
  // loss tolerance: no loss, up to 10 %, up to 30 %, over 30 %
  { key: "Q_12", topic: "loss_tolerance", multiple: false, points: [0, 1, 2, 3] },
  // past property-related conviction: no, yes
  { key: "Q_13", topic: "property_conviction", multiple: false, points: [0, 0] },
  // past asset declaration order: no, yes
  { key: "Q_14", topic: "asset_declaration", multiple: false, points: [0, 0] },
] as const satisfies readonly SuitabilityQuestion[];

/** One question of the model: answer `A_n` scores `points[n - 1]`. */
export type SuitabilityQuestion = Readonly<{
  key: string;
  topic: string;
  multiple: boolean;
  points: readonly number[];
  /** The answer that carries free text (questions 3 and 5). */
  othersAnswer?: string;
  /** Whether answers carry a list of countries (question 6). */
  takesCountries?: boolean;
}>;

/** A question key, "Q_1" to "Q_14". */
export type SuitabilityQuestionKey = (typeof SUITABILITY_QUESTIONS)[number]["key"];

/** The highest possible suitability score. */
export const SUITABILITY_MAX_SCORE = 45;

/**
 * The lowest possible suitability score: the lowest point of every question (countries only
 * raise question 6). The summary's "Total scores are between X to 45" starts here.
 */
export const SUITABILITY_MIN_SCORE = SUITABILITY_QUESTIONS.reduce((sum, q) => sum + Math.min(...q.points), 0);

/** The answer keys of a question, "A_1" upward. */
export function answerKeys(question: SuitabilityQuestion): string[] {
  return question.points.map((_, i) => `A_${i + 1}`);
}

/** The points of answer `answer` ("A_n") of `question`, or undefined for an unknown answer. */
export function answerPoint(question: SuitabilityQuestion, answer: string): number | undefined {
  const m = /^A_([1-9][0-9]*)$/.exec(answer);
  return m ? question.points[Number(m[1]) - 1] : undefined;
}

/** The question with key `key`, or undefined. */
export function findSuitabilityQuestion(key: string): SuitabilityQuestion | undefined {
  return SUITABILITY_QUESTIONS.find((q) => q.key === key);
}
