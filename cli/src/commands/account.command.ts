/**
 * `kul account register | login | logout | whoami | terms | confirm | email | unlink | wallet | 2fa`: the
 * account as the web app has it. Passwords come from KUL_PASSWORD or a hidden prompt, never from a
 * flag; changing the email, unlinking and turning 2FA off ask for it again (and the 2FA code).
 */
import type { Command } from "commander";
import type { CliContext } from "../cli-context";
import { runRegister } from "./account-register";
import { runConfirm, runLogin, runLogout, runWhoami } from "./account-session";
import { runTerms } from "./account-terms";
import { runTwoFactorDisable, runTwoFactorEnable, runTwoFactorSetup, runTwoFactorStatus } from "./account-two-factor";
import { runWallet } from "./account-wallet";
import { runEmailChange, runUnlink } from "./account-reauth";

export function register(program: Command, ctx: CliContext): void {
  const t = (key: string) => ctx.t(`cli-account:account.${key}`);
  const account = program.command("account").description(t("summary")).addHelpText("after", t("examples"));

  account
    .command("register")
    .description(t("register.description"))
    .option("--email <email>", t("options.email"))
    .option("--name <name>", t("options.name"))
    .option("--referral <code>", t("options.referral"))
    .option("--no-news", t("options.noNews"))
    .option("--accept-terms", t("options.acceptTerms"))
    .addHelpText("after", t("register.examples"))
    .action(ctx.action((options: unknown) => runRegister(ctx, options)));

  account
    .command("login")
    .description(t("login.description"))
    .option("--email <email>", t("options.email"))
    .option("--code <code>", t("options.code"))
    .option("--remember-me", t("options.rememberMe"), false)
    .addHelpText("after", t("login.examples"))
    .action(ctx.action((options: { email?: string; code?: string; rememberMe: boolean }) => runLogin(ctx, options)));

  account.command("logout").description(t("logout.description")).action(ctx.action(() => runLogout(ctx)));
  account.command("whoami").description(t("whoami.description")).action(ctx.action(() => runWhoami(ctx)));

  account
    .command("terms")
    .description(t("terms.description"))
    .option("--accept", t("terms.accept"), false)
    .addHelpText("after", t("terms.examples"))
    .action(ctx.action((options: { accept: boolean }) => runTerms(ctx, { accept: options.accept === true })));

  account
    .command("confirm [link]")
    .description(t("confirm.description"))
    .option("--resend", t("options.resend"))
    .addHelpText("after", t("confirm.examples"))
    .action(ctx.action((link: string | undefined, options: { resend?: boolean }) => runConfirm(ctx, link, { resend: options.resend === true })));

  account
    .command("email [address]")
    .description(t("email.description"))
    .option("--code <code>", t("options.code"))
    .addHelpText("after", t("email.examples"))
    .action(ctx.action((address: string | undefined, options: { code?: string }) => runEmailChange(ctx, address, options)));

  account
    .command("unlink <provider>")
    .description(t("unlink.description"))
    .option("--code <code>", t("options.code"))
    .addHelpText("after", t("unlink.examples"))
    .action(ctx.action((provider: string, options: { code?: string }) => runUnlink(ctx, provider, options)));

  account
    .command("wallet [address]")
    .description(t("wallet.description"))
    .addHelpText("after", t("wallet.examples"))
    .action(ctx.action((address: string | undefined) => runWallet(ctx, address)));

  const twoFactor = account.command("2fa").description(t("twoFactor.description")).addHelpText("after", t("twoFactor.examples"));
  twoFactor.command("status").description(t("twoFactor.statusDescription")).action(ctx.action(() => runTwoFactorStatus(ctx)));
  twoFactor.command("setup").description(t("twoFactor.setupDescription")).action(ctx.action(() => runTwoFactorSetup(ctx)));
  twoFactor
    .command("enable")
    .description(t("twoFactor.enableDescription"))
    .option("--code <code>", t("options.code"))
    .action(ctx.action((options: { code?: string }) => runTwoFactorEnable(ctx, options)));
  twoFactor
    .command("disable")
    .description(t("twoFactor.disableDescription"))
    .option("--code <code>", t("options.code"))
    .action(ctx.action((options: { code?: string }) => runTwoFactorDisable(ctx, options)));
}
