/**
 * Notices around the account and the trading card (issue 10 follow-ups): the ConfirmEmail page's
 * 3-second wait, the congratulations on reward after login (not on ConfirmEmail), the avatar menu
 * after login, and the toasts of a failed rate and of a swap the network did not take.
 */
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { acceptCookies, dialog, eligibleAtCard, enterFromAmount, exchangeButton, fromAmount, logInInDialog, openExchange, toAmount } from "./support/app";
import { seriousViolations } from "./support/a11y";
import { stackInfo } from "./support/stack-info";
import { confirmationLink, newAccount, rewardsOf } from "./support/users";

const shot = (name: string) => ({ path: path.join(__dirname, "artifacts", "screenshots", `notices-${name}.png`) });

test("logging in on ConfirmEmail: the confirm waits 3 s, the congratulations wait for the Exchange, then the avatar menu", async ({ page }) => {
  const account = await newAccount();
  const link = await confirmationLink(account);
  const activations: string[] = [];
  page.on("request", (request) => void (request.url().includes("/user/activate") && activations.push(request.method())));

  // The page's clock runs as usual until paused; its timers then fire only when the test says.
  await page.clock.install();
  await page.goto(`${stackInfo().api}${link.pathname}${link.search}`);
  await acceptCookies(page);
  await expect(page.getByText("Please log in first to confirm your email.")).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
  const login = dialog(page, "Log in");
  await login.getByLabel("Email").fill(account.email);
  await login.getByLabel("Password", { exact: true }).fill(account.password);
  await page.clock.pauseAt(Date.now() + 1_000);
  await login.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(login).toBeHidden();

  await expect(page.getByText("Confirming your email…")).toBeVisible();
  await page.clock.runFor(2_900);
  await expect(page.getByText("Confirming your email…")).toBeVisible();
  expect(activations).toEqual([]);
  await page.clock.runFor(100);
  await expect(page.getByText("Your email is confirmed.", { exact: false })).toBeVisible();
  expect(activations).toEqual(["PUT"]);
  // The welcome rewards are still flagged, but ConfirmEmail skips the congratulations.
  const rewards = await rewardsOf(account);
  const flagged = rewards.filter((r) => r.options.isOpenCongratsModal);
  expect(flagged.map((r) => r.name)).toContain("Registration");
  const flaggedKul = flagged.reduce((sum, r) => sum + r.amount, 0n);
  const allKul = rewards.reduce((sum, r) => sum + r.amount, 0n);
  await expect(dialog(page, "Congratulations!")).toHaveCount(0);

  await page.clock.resume();
  await page.getByRole("link", { name: "Go to exchange" }).click();
  const congrats = dialog(page, "Congratulations!");
  await expect(congrats).toBeVisible();
  await expect(congrats).toContainText(`+${flaggedKul} KUL`);
  await expect(congrats).toContainText("Thank you for joining KUL Swap.");
  await page.screenshot(shot("congrats"));
  await congrats.getByRole("button", { name: "OK" }).click();
  await expect(congrats).toBeHidden();
  // Closing cleared the flags on the server: the next visit shows no congratulations.
  await expect.poll(async () => (await rewardsOf(account)).filter((r) => r.options.isOpenCongratsModal)).toEqual([]);

  // The header shows the avatar button and its popup for the (now active) account.
  const avatar = page.getByRole("button", { name: `Account menu for ${account.email}` });
  await expect(avatar).toBeVisible();
  await avatar.click();
  await expect(page.getByText(`Hello, ${account.email}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "My profile" })).toBeVisible();
  await expect(page.getByText(`KUL token: ${allKul} KUL`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();

  // On a phone, too, after a reload (the session comes back from the cookies).
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(avatar).toBeVisible();
  await avatar.click();
  await expect(page.getByRole("link", { name: "My profile" })).toBeVisible();
  await expect(dialog(page, "Congratulations!")).toHaveCount(0);
});

test("a rate that cannot be found is an error toast, both amounts are cleared, and the toast goes away", async ({ page }) => {
  await openExchange(page);
  await acceptCookies(page);
  const toast = page.getByRole("alert").filter({ hasText: "Cannot get best rate for this token." });
  // More DAI than the local pools hold: no route can deliver it.
  await toAmount(page).fill("1000000000000");
  await expect(toast).toBeVisible();
  await expect(fromAmount(page)).toHaveValue("");
  await expect(toAmount(page)).toHaveValue("");
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot(shot("toast-1280"));
  await toast.getByRole("button", { name: "Close" }).click();
  await expect(toast).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  await toAmount(page).fill("1000000000000");
  await expect(toast).toBeVisible();
  await page.screenshot(shot("toast-375"));
  // Gone by itself after 5 seconds.
  await expect(toast).toBeHidden({ timeout: 10_000 });
});

test("a reset-password link without its token sends the user to the Exchange with 'Invalid URL.'", async ({ page }) => {
  await page.goto(`${stackInfo().api}/reset-password?email=someone%40kulswap-e2e.example.com`);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid URL." })).toBeVisible();
  await expect(page).toHaveURL(`${stackInfo().api}/`);
});

test.describe("a swap the wallet cannot send for a network error", () => {
  test.use({
    walletChoice: {
      accountIndex: 4,
      // The wallet cannot reach its node when the user confirms: nothing is sent.
      beforeSend: () => Promise.reject(new Error("Failed to fetch")),
    },
  });

  test("is an error toast, and the form stays as it was", async ({ page, wallet }) => {
    test.setTimeout(180_000);
    const account = await eligibleAtCard(page, "ETH", "DAI");
    await enterFromAmount(page, "0.1");
    await exchangeButton(page, "Swap").click();
    await logInInDialog(page, account);
    const confirm = dialog(page, "Confirm swap");
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Confirm swap" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "Cannot reach the Ethereum network right now." })).toBeVisible();
    await expect(confirm).toBeHidden();
    // The toast says it; the card does not repeat it.
    await expect(page.locator("#trading-card").getByRole("alert")).toHaveCount(0);
    await expect(fromAmount(page)).toHaveValue("0.1");
    expect(wallet.sent).toEqual([]);
  });
});
