/**
 * What a person does on the Exchange page, in role and label terms (web-common.md's accessible
 * names, read from the app's locales so Thai works too), so every scenario reads like the steps
 * of a user and fails where a user would be stuck.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { stackInfo } from "./stack-info";
import { text, type Lang } from "./texts";
import { eligibleAccount, type TestAccount } from "./users";

/** Opens the Exchange page of the stack's web app and waits for the trading card's amount input. */
export async function openExchange(page: Page, lang: Lang = "en"): Promise<void> {
  await page.goto(`${stackInfo().api}/`);
  // The first load fetches config, token list and prices; on a busy 2-core CI box that takes a while.
  await expect(page.getByLabel(text(lang, "exchange:from_amount"), { exact: true })).toBeVisible({ timeout: 45_000 });
}

/** Answers the cookie-consent bar the way most visitors do, so it covers nothing afterwards. */
export async function acceptCookies(page: Page, lang: Lang = "en"): Promise<void> {
  const accept = page.getByRole("button", { name: text(lang, "common:cookie_accept") });
  await expect(accept).toBeVisible();
  await accept.click();
  await expect(accept).toBeHidden();
}

/** Connects the injected test wallet through the connector and waits for the assets panel. */
export async function connectWallet(page: Page, lang: Lang = "en"): Promise<void> {
  await page.getByRole("button", { name: text(lang, "wallet:connect_wallet"), exact: true }).first().click();
  const chooser = page.getByRole("dialog", { name: text(lang, "wallet:connect_title") });
  await expect(chooser).toBeVisible();
  // The EIP-6963 announcement names the wallet; the chooser lists it under "Browser wallet".
  await chooser.getByRole("button", { name: /KUL Test Wallet/ }).click();
  await expect(page.getByRole("region", { name: text(lang, "market:assets_title") })).toBeVisible();
}

/** The dialog titled `title` (dialogs are labelled by their title). */
export function dialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole("dialog", { name: title });
}

/** Logs in through the login dialog (opened by the exchange flow or the header). */
export async function logInInDialog(page: Page, account: TestAccount): Promise<void> {
  const login = dialog(page, "Log in");
  await expect(login).toBeVisible();
  await login.getByLabel("Email").fill(account.email);
  await login.getByLabel("Password", { exact: true }).fill(account.password);
  await login.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(login).toBeHidden();
}

/**
 * A visitor's first swap: opens the exchange, accepts the cookies, connects the wallet, enters
 * `amount` to sell, presses Swap and logs in as `account` from the dialog the flow opens.
 */
export async function swapAfterLoggingIn(page: Page, account: TestAccount, amount = "0.1"): Promise<void> {
  await openExchange(page);
  await acceptCookies(page);
  await connectWallet(page);
  await enterFromAmount(page, amount);
  await exchangeButton(page, "Swap").click();
  await logInInDialog(page, account);
}

/** Picks `code` as the from or to token through the token dialog, searching by code. */
export async function chooseToken(page: Page, side: "From" | "To", code: string): Promise<void> {
  const current = page.getByRole("button", { name: `${side} token: ${code}` });
  if ((await current.count()) > 0) return;
  await page.getByRole("button", { name: new RegExp(`^${side} token: `) }).click();
  const modal = dialog(page, "Select a token");
  await expect(modal).toBeVisible();
  await modal.getByRole("searchbox").fill(code);
  await modal.getByRole("button", { name: new RegExp(`\\b${code}\\b`) }).first().click();
  await expect(modal).toBeHidden();
  await expect(current).toBeVisible();
}

/**
 * An eligible user's trading card, ready for an amount: the Exchange page open, cookies answered,
 * the test wallet connected and the pair chosen. Not logged in: the flow asks at Swap.
 * @example const account = await eligibleAtCard(page, "ETH", "DAI"); await enterFromAmount(page, "1");
 */
export async function eligibleAtCard(page: Page, from: string, to: string): Promise<TestAccount> {
  const account = await eligibleAccount();
  await openExchange(page);
  await acceptCookies(page);
  await connectWallet(page);
  await chooseToken(page, "From", from);
  await chooseToken(page, "To", to);
  return account;
}

/** The amount inputs. */
export const fromAmount = (page: Page) => page.getByLabel("From amount", { exact: true });
export const toAmount = (page: Page) => page.getByLabel("To amount", { exact: true });

/** Types the amount to sell and waits until a quote fills the amount to receive. */
export async function enterFromAmount(page: Page, amount: string): Promise<void> {
  await fromAmount(page).fill(amount);
  await expect(toAmount(page)).toHaveValue(/[1-9]/);
}

/** The trading card's exchange button when it reads `label` ("Swap", "Approve DAI", "Enter an amount"...). */
export function exchangeButton(page: Page, label: string): Locator {
  return page.locator("#trading-card").getByRole("button", { name: label, exact: true });
}
