/** A user who has not finished the steps to trade: the flow stops with the ordered list of what is missing. */
import { expect, test } from "./support/fixtures";
import { dialog, swapAfterLoggingIn } from "./support/app";
import { registeredAccount } from "./support/users";

test.use({ walletChoice: { accountIndex: 1 } });

test("an ineligible user gets the alert listing what is missing, with a link for each", async ({ page, wallet }) => {
  const account = await registeredAccount();
  await swapAfterLoggingIn(page, account);

  const alert = dialog(page, "Before you can trade");
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("listitem")).toHaveText([/^Confirm your email/, /^Verify your identity \(KYC\)/, /^Take the suitability test/, /^Take the knowledge test/]);
  await expect(alert.getByRole("link", { name: "Go to KYC" })).toBeVisible();
  await alert.getByRole("button", { name: "Done" }).click();
  await expect(alert).toBeHidden();
  // Nothing was sent to the wallet, and the amount is still there.
  expect(wallet.calls).not.toContain("eth_sendTransaction");
  await expect(page.getByLabel("From amount", { exact: true })).toHaveValue("0.1");
});
