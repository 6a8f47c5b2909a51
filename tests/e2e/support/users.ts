/**
 * Accounts made the way a person would make them, through the stack's API from Node before the
 * browser opens: register, confirm from the dev outbox, KYC submitted and approved by the
 * operator, both tests taken. The browser tests then log in with the email and password.
 */
import { createHash, randomUUID } from "node:crypto";
import type { ResultAsync } from "neverthrow";
import { createApiClient, type ApiClient, type ApiClientError } from "../../../adapters/http-client/api-client";
import { createAssessmentClient } from "../../../adapters/http-client/assessment.client";
import { createProfileClient } from "../../../adapters/http-client/profile.client";
import { createAdminKycClient, createKycClient } from "../../../adapters/http-client/kyc.client";
import { activateAccount, listDevOutbox, registerUser } from "../../../adapters/http-client/registration.client";
import { createSessionClient } from "../../../adapters/http-client/session.client";
import { REWARD_NAMES } from "../../../core/account/rewards";
import { pendingFile, thaiPersonalForm } from "../../../core/kyc/kyc.fixtures";
import type { KycForm } from "../../../core/kyc/kyc-form.schema";
import { buildKycSubmission, documentsToUpload } from "../../../core/kyc/submission";
import { BOLDEST, suitabilityBody } from "../../integration/assessment-fixtures";
import { stackInfo } from "./stack-info";

/** The captcha token the local stack accepts (test-token mode). */
const CAPTCHA = "kul-test-captcha";

export type TestAccount = Readonly<{ email: string; password: string; id: string; token: string }>;

const clientHash = (password: string) => createHash("sha256").update(password, "utf8").digest("hex");

async function unwrap<T>(what: string, call: ResultAsync<T, ApiClientError>): Promise<T> {
  const result = await call;
  if (result.isErr()) throw new Error(`${what} failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

function client(token: string | null = null): ApiClient {
  return createApiClient({ baseUrl: `${stackInfo().api}/v1/api`, getToken: () => token });
}

async function logIn(email: string, password: string): Promise<{ id: string; token: string }> {
  const answer = await unwrap("login", createSessionClient(client()).loginWithEmailPassword({ email, password: clientHash(password), rememberMe: false, recaptchaToken: CAPTCHA }));
  if (!answer.access_token || !answer.user) throw new Error(`login of ${email} gave no token`);
  return { id: answer.user.id, token: answer.access_token };
}

/** A just-registered account, its rewards still flagged for the congratulations modal of the next login. */
export async function newAccount(language: "en" | "th" = "en"): Promise<TestAccount> {
  const email = `trader-${randomUUID().slice(0, 8)}@kulswap-e2e.example.com`;
  const password = "Trader#2026e2e";
  await unwrap("register", registerUser(client(), { email, password: clientHash(password), isAcceptTerms: true, language, recaptchaToken: CAPTCHA }));
  return { email, password, ...(await logIn(email, password)) };
}

/** The congratulations modal already seen on an earlier visit: it does not cover the scenario's own dialogs. */
async function congratulated(account: TestAccount): Promise<TestAccount> {
  const rewards = REWARD_NAMES.map((name) => ({ name, options: { isOpenCongratsModal: false } }));
  await unwrap("clear reward flags", createProfileClient(client(account.token)).clearRewardFlags(rewards));
  return account;
}

/** A registered account whose email is not confirmed yet: it misses everything. */
export async function registeredAccount(language: "en" | "th" = "en"): Promise<TestAccount> {
  return congratulated(await newAccount(language));
}

/** The confirmation link mailed to the account (read from the stack's dev outbox). */
export async function confirmationLink(account: TestAccount): Promise<URL> {
  const { mails } = await unwrap("outbox", listDevOutbox(client(), { to: account.email }));
  const mail = mails.find((m) => m.kind === "EMAIL_CONFIRMATION");
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link mailed to ${account.email}`);
  return new URL(link);
}

/** The account's rewards as the server holds them now. */
export async function rewardsOf(account: TestAccount) {
  return (await unwrap("profile", createProfileClient(client(account.token)).getProfile())).rewards;
}

async function confirmEmail(account: TestAccount): Promise<void> {
  const query = (await confirmationLink(account)).searchParams;
  await unwrap("activate", activateAccount(client(account.token), { confirmationCode: query.get("code") ?? "", email: query.get("email") ?? "", recaptchaToken: CAPTCHA }));
}

/** A Thai ID card form valid today: its expiry is five years ahead of the run, whatever the date. */
function kycForm(): KycForm {
  const expiry = new Date();
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 5);
  return {
    ...thaiPersonalForm,
    expireDateOfId: expiry.toISOString().slice(0, 10),
    identificationPicture: pendingFile("id.png"),
    selfIdentificationPicture: pendingFile("selfie.png"),
    governmentIssued: pendingFile("gov.png"),
  };
}

async function passKyc(account: TestAccount): Promise<void> {
  const kyc = createKycClient(client(account.token));
  const form = kycForm();
  const links: Record<string, string> = {};
  for (const { field, file } of documentsToUpload(form)) {
    // A png signature is what the server's content sniffing accepts as an image.
    const png = new Uint8Array(64);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    links[field] = (await unwrap("upload", kyc.uploadDocument(field, new Blob([png], { type: "image/png" }), file.name))).link;
  }
  const body = buildKycSubmission(form, links);
  if (body.isErr()) throw new Error(`KYC form invalid: ${JSON.stringify(body.error)}`);
  await unwrap("submit KYC", kyc.submitKyc(body.value as Record<string, string | boolean>));
  const operator = await logIn(stackInfo().operator.email, stackInfo().operator.password);
  await unwrap("approve KYC", createAdminKycClient(client(operator.token)).approve(account.id));
}

async function takeTests(account: TestAccount): Promise<void> {
  const tests = createAssessmentClient(client(account.token));
  await unwrap("suitability", tests.submitSuitabilityTest(suitabilityBody(BOLDEST)));
  const drawn = await unwrap("draw knowledge test", tests.drawKnowledgeTest());
  // Completing the test unlocks trading whatever the score (decisions.md), so the first choice will do.
  const answers = drawn.data.map((q) => ({ Q: q.Q, A: [{ text: q.answers[0]?.key ?? "a_1" }] }));
  await unwrap("knowledge", tests.submitKnowledgeTest(answers));
}

/** An account that may trade: confirmed, KYC approved, both tests taken. */
export async function eligibleAccount(language: "en" | "th" = "en"): Promise<TestAccount> {
  const account = await registeredAccount(language);
  await confirmEmail(account);
  await passKyc(account);
  await takeTests(account);
  return congratulated(account);
}
