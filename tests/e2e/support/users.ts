/**
 * Accounts for the browser tests, made through the running stack's API before the browser opens
 * (tests/support/trader-accounts.ts); the tests then log in with the email and password.
 */
import { traderAccounts, type TestAccount } from "../../support/trader-accounts";
import { stackInfo } from "./stack-info";

export type { TestAccount };

const accounts = () => traderAccounts({ origin: stackInfo().api, operator: () => stackInfo().operator });

/** A just-registered account, its rewards still flagged for the congratulations modal of the next login. */
export const newAccount = (language: "en" | "th" = "en") => accounts().newAccount(language);
/** A registered account whose email is not confirmed yet: it misses everything. */
export const registeredAccount = (language: "en" | "th" = "en") => accounts().registeredAccount(language);
/** The confirmation link mailed to the account. */
export const confirmationLink = (account: TestAccount) => accounts().confirmationLink(account);
/** The account's rewards as the server holds them now. */
export const rewardsOf = (account: TestAccount) => accounts().rewardsOf(account);
/** A confirmed (active) account with no KYC and no test taken yet. */
export const activeAccount = (language: "en" | "th" = "en") => accounts().activeAccount(language);
/** An active account whose KYC is submitted and waits for the operator's review (VERIFYING). */
export const kycSubmittedAccount = (language: "en" | "th" = "en") => accounts().kycSubmittedAccount(language);
/** An active account whose KYC is approved and which has taken neither test. */
export const kycApprovedAccount = (language: "en" | "th" = "en") => accounts().kycApprovedAccount(language);
/** An account that may trade: confirmed, KYC approved, both tests taken. */
export const eligibleAccount = (language: "en" | "th" = "en") => accounts().eligibleAccount(language);
/** Links the wallet of `privateKey` to the account by its signature, as a first trade in the web app would. */
export const linkWallet = (account: TestAccount, privateKey: string) => accounts().linkWallet(account, privateKey);
