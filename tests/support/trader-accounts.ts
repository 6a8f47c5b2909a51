/**
 * Accounts made the way a person would make them, through a running server's API ports from
 * Node: register, confirm from the dev outbox, KYC submitted and approved by an operator, both
 * tests taken. The browser and CLI suites then use the email and password, or the token.
 */
import { randomUUID } from "node:crypto";
import type { ResultAsync } from "neverthrow";
import { createAccountApi } from "../../adapters/http-client/account.api";
import { createApiClient } from "../../adapters/http-client/api-client";
import { createAssessmentApi } from "../../adapters/http-client/assessment.api";
import { createHistoryApi } from "../../adapters/http-client/history.client";
import { createKycReviewApi } from "../../adapters/http-client/kyc-review.api";
import { createKycApi } from "../../adapters/http-client/kyc.api";
import { REWARD_NAMES } from "../../core/account/rewards";
import { freshThaiIdCard, pendingFile, thaiPersonalForm } from "../../core/kyc/kyc.fixtures";
import type { KycForm } from "../../core/kyc/kyc-form.schema";
import { buildKycSubmission, documentsToUpload } from "../../core/kyc/submission";
import { samplePng } from "../../core/testing/sample-files";
import type { ApiError } from "../../core/ports/api.errors";
import { BOLDEST, suitabilityBody } from "../integration/assessment-fixtures";
import { linkKeyWallet } from "./key-wallet";

/** The captcha token a local stack accepts (test-token mode). */
export const TEST_CAPTCHA = "kul-test-captcha";

export type TestAccount = Readonly<{ email: string; password: string; id: string; token: string }>;

/** Where the server is (`http://127.0.0.1:3000`) and who approves KYC there (needed for eligible accounts only). */
export type AccountsOptions = Readonly<{ origin: string; operator?: () => Readonly<{ email: string; password: string }> }>;

async function unwrap<T>(what: string, call: ResultAsync<T, ApiError>): Promise<T> {
  const result = await call;
  if (result.isErr()) throw new Error(`${what} failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** A Thai ID card form valid today (its expiry five years ahead of the run), with an ID card number of its own. */
function kycForm(): KycForm {
  const expiry = new Date();
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 5);
  return {
    ...thaiPersonalForm,
    identificationId: freshThaiIdCard(),
    expireDateOfId: expiry.toISOString().slice(0, 10),
    identificationPicture: pendingFile("id.png"),
    selfIdentificationPicture: pendingFile("selfie.png"),
    governmentIssued: pendingFile("gov.png"),
  };
}

/**
 * The account steps against one server.
 * @example const accounts = traderAccounts({ origin, operator: () => OPS }); const trader = await accounts.eligibleAccount();
 */
export function traderAccounts(options: AccountsOptions) {
  const client = (token: string | null = null) => createApiClient({ baseUrl: `${options.origin}/v1/api`, getToken: () => token });
  const ports = (token: string | null = null) => {
    const api = client(token);
    return { account: createAccountApi(api), kyc: createKycApi(api), kycReview: createKycReviewApi(api), assessment: createAssessmentApi(api), history: createHistoryApi(api) };
  };

  async function logIn(email: string, password: string): Promise<{ id: string; token: string }> {
    const outcome = await unwrap("login", ports().account.logIn({ email, password, rememberMe: false, captchaToken: TEST_CAPTCHA }));
    if (outcome.kind !== "SESSION") throw new Error(`login of ${email} asked for 2FA`);
    return { id: outcome.user.id, token: outcome.accessToken };
  }

  /** The congratulations modal already seen on an earlier visit: it does not cover the scenario's own dialogs. */
  async function congratulated(account: TestAccount): Promise<TestAccount> {
    const rewards = REWARD_NAMES.map((name) => ({ name, options: { isOpenCongratsModal: false } }));
    await unwrap("clear reward flags", ports(account.token).account.clearRewardFlags(rewards));
    return account;
  }

  /** A just-registered account, its rewards still flagged for the congratulations modal of the next login. */
  async function newAccount(language: "en" | "th" = "en", email = `trader-${randomUUID().slice(0, 8)}@kulswap-tests.example.com`): Promise<TestAccount> {
    const password = "Trader#2026tests";
    await unwrap("register", ports().account.register({ email, password, isSubscribeNews: false, acceptedTerms: true, language, captchaToken: TEST_CAPTCHA }));
    return { email, password, ...(await logIn(email, password)) };
  }

  /** The confirmation link mailed to the account (read from the server's dev outbox). */
  async function confirmationLink(account: Pick<TestAccount, "email">): Promise<URL> {
    const mails = await unwrap("outbox", ports().account.outbox({ to: account.email }));
    const link = mails.find((m) => m.kind === "EMAIL_CONFIRMATION")?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no confirmation link mailed to ${account.email}`);
    return new URL(link);
  }

  async function confirmEmail(account: TestAccount): Promise<void> {
    const query = (await confirmationLink(account)).searchParams;
    await unwrap("confirm email", ports(account.token).account.confirmEmail({ confirmationCode: query.get("code") ?? "", email: query.get("email") ?? "", captchaToken: TEST_CAPTCHA }));
  }

  /** Uploads the documents and submits a Thai ID card form: the account waits for review (VERIFYING). */
  async function submitKyc(account: TestAccount): Promise<void> {
    const { kyc } = ports(account.token);
    const form = kycForm();
    const links: Record<string, string> = {};
    for (const { field, file } of documentsToUpload(form)) {
      // A whole png: the server reads an upload's structure, not only its first bytes.
      links[field] = (await unwrap("upload", kyc.uploadDocument(field, new Blob([samplePng()], { type: "image/png" }), file.name))).link;
    }
    const submission = buildKycSubmission(form, links);
    if (submission.isErr()) throw new Error(`KYC form invalid: ${JSON.stringify(submission.error)}`);
    await unwrap("submit KYC", kyc.submit(submission.value));
  }

  async function passKyc(account: TestAccount): Promise<void> {
    await submitKyc(account);
    if (options.operator === undefined) throw new Error("approving KYC needs an operator");
    const operator = options.operator();
    const { token } = await logIn(operator.email, operator.password);
    await unwrap("approve KYC", ports(token).kycReview.approve(account.id));
  }

  async function takeTests(account: TestAccount): Promise<void> {
    const { assessment } = ports(account.token);
    await unwrap("suitability", assessment.submitSuitabilityTest(suitabilityBody(BOLDEST)));
    const drawn = await unwrap("draw knowledge test", assessment.drawKnowledgeTest());
    // Completing the test unlocks trading whatever the score (decisions.md), so the first choice will do.
    await unwrap("knowledge", assessment.submitKnowledgeTest(drawn.map((q) => ({ Q: q.Q, A: [{ text: q.answers[0]?.key ?? "a_1" }] }))));
  }

  /** A registered account whose email is not confirmed yet: it misses everything. */
  const registeredAccount = async (language: "en" | "th" = "en") => congratulated(await newAccount(language));

  /** A confirmed (active) account with no KYC and no test taken yet. */
  async function activeAccount(language: "en" | "th" = "en"): Promise<TestAccount> {
    const account = await registeredAccount(language);
    await confirmEmail(account);
    return congratulated(account);
  }

  /** An active account whose KYC is submitted and waits for the operator's review (VERIFYING). */
  async function kycSubmittedAccount(language: "en" | "th" = "en"): Promise<TestAccount> {
    const account = await activeAccount(language);
    await submitKyc(account);
    return account;
  }

  /** An active account whose KYC is approved and which has taken neither test. */
  async function kycApprovedAccount(language: "en" | "th" = "en"): Promise<TestAccount> {
    const account = await activeAccount(language);
    await passKyc(account);
    return congratulated(account);
  }

  /** An account that may trade: confirmed, KYC approved, both tests taken. */
  async function eligibleAccount(language: "en" | "th" = "en"): Promise<TestAccount> {
    const account = await kycApprovedAccount(language);
    await takeTests(account);
    return congratulated(account);
  }

  /** Registers and confirms an account under `email` (an operator named in ADMIN_EMAILS becomes one on confirmation). */
  async function confirmedAccount(email: string, password: string): Promise<void> {
    await unwrap("register", ports().account.register({ email, password, isSubscribeNews: false, acceptedTerms: true, language: "en", captchaToken: TEST_CAPTCHA }));
    const account = { email, password, ...(await logIn(email, password)) };
    await confirmEmail(account);
  }

  /** Links the wallet of `privateKey` to the account on its signed sign-in message, as the web app does before a first trade. */
  const linkWallet = (account: TestAccount, privateKey: string) => linkKeyWallet(ports(account.token).history, privateKey as `0x${string}`);

  return { ports, logIn, linkWallet, newAccount, registeredAccount, confirmationLink, confirmedAccount, activeAccount, kycSubmittedAccount, kycApprovedAccount, eligibleAccount, rewardsOf: async (account: TestAccount) => (await unwrap("profile", ports(account.token).account.profile())).rewards };
}
