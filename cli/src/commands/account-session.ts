/** `kul account login | logout | whoami | confirm`: the session the other commands use. */
import { validateEmail, validateLoginPassword } from "../../../core/account/credential-rules";
import { missingTradeRequirements } from "../../../core/account/eligibility";
import { validateTwoFactorCode } from "../../../core/account/profile-rules";
import { EXIT, refused, usageError, type CliContext } from "../cli-context";
import { captchaToken } from "./account-captcha";
import { parseConfirmation, readPassword } from "./account-credentials";
import { passwordSource } from "./account-register";

const stderr = { output: process.stderr };

/** The 2FA code: --code, else KUL_2FA_CODE, else a prompt on a TTY; checked by the core rule. */
export async function twoFactorCode(ctx: CliContext, given: string | undefined): Promise<string> {
  const raw = given ?? ctx.env.KUL_2FA_CODE ?? (await (await ctx.prompts("--code")).input({ message: ctx.t("cli-account:account.prompt.code") }, stderr));
  const code = validateTwoFactorCode(raw);
  if (code.isErr()) throw refused(code.error);
  return code.value;
}

/** Logs in with email and password (and the 2FA code when the account has it on); stores the token. */
export async function runLogin(ctx: CliContext, options: Readonly<{ email?: string; code?: string; rememberMe: boolean }>): Promise<number> {
  const email = validateEmail(options.email ?? (await (await ctx.prompts("--email")).input({ message: ctx.t("cli-account:account.prompt.email") }, stderr)));
  if (email.isErr()) throw refused(email.error);
  const password = validateLoginPassword(await readPassword(passwordSource(ctx), ctx.t("cli-account:account.prompt.password")));
  if (password.isErr()) throw usageError("CLI_MISSING_VALUE", { name: "KUL_PASSWORD" });
  const account = await ctx.api.account();
  const login = { email: email.value, password: password.value, rememberMe: options.rememberMe, captchaToken: captchaToken(ctx.env) };
  let answer = await ctx.unwrap(account.logIn(login));
  if (answer.kind === "TWO_FACTOR") answer = await ctx.unwrap(account.verifyTwoFactor(answer, await twoFactorCode(ctx, options.code)));
  if (answer.kind !== "SESSION") throw refused("LOGIN_CREDENTIALS_INVALID");
  const { apiUrl } = await ctx.config();
  (await ctx.sessionStore()).write({ token: answer.accessToken, expiresAt: answer.expiresAt, email: answer.user.email, apiUrl });
  if (ctx.out.json) ctx.out.data({ ok: true, user: answer.user, expiresAt: answer.expiresAt });
  else {
    ctx.out.line(ctx.t("cli-account:account.login.done", { email: answer.user.email }));
    if (!answer.user.isActive) ctx.out.line(ctx.t("cli-account:account.login.confirmHint"));
  }
  return EXIT.OK;
}

/** Revokes the session on the server and forgets it here (forgotten even when the server already dropped it). */
export async function runLogout(ctx: CliContext): Promise<number> {
  const store = await ctx.sessionStore();
  const { apiUrl } = await ctx.config();
  const had = store.read(apiUrl) !== null;
  if (had) await (await ctx.api.account({ auth: true })).logOut();
  store.clear();
  if (ctx.out.json) ctx.out.data({ ok: true, loggedOut: had });
  else ctx.out.line(ctx.t(had ? "cli-account:account.logout.done" : "cli-account:account.logout.none"));
  return EXIT.OK;
}

/** Who is logged in, and what is still missing before trading (the eligibility list of the core). */
export async function runWhoami(ctx: CliContext): Promise<number> {
  const profile = await ctx.unwrap((await ctx.api.account({ auth: true })).profile());
  const missing = missingTradeRequirements(profile);
  if (ctx.out.json) {
    ctx.out.data({ ok: true, profile, missing });
    return EXIT.OK;
  }
  const t = (key: string, vars?: Record<string, unknown>) => ctx.t(`cli-account:account.whoami.${key}`, vars);
  const none = t("none");
  ctx.out.line(ctx.out.style.bold(`${profile.displayName} <${profile.email}>`));
  ctx.out.line(t("role", { role: profile.role }));
  ctx.out.line(t("confirmed", { value: ctx.t(`cli-account:yesNo.${profile.isActive ? "yes" : "no"}`) }));
  ctx.out.line(t("twoFactor", { value: ctx.t(`cli-account:yesNo.${profile.isEnabled2FA ? "yes" : "no"}`) }));
  ctx.out.line(t("kyc", { status: profile.kycStatus }));
  ctx.out.line(t("suitability", { point: profile.suitabilityTestPoint ?? none }));
  ctx.out.line(t("knowledge", { point: profile.knowledgeTestPoint ?? none }));
  ctx.out.line(t("kul", { amount: profile.kulBalance }));
  ctx.out.line(t("referralCode", { code: profile.referralCode }));
  const steps = missing.map((m) => ctx.t(`cli-account:account.requirement.${m}`));
  ctx.out.line(missing.length === 0 ? ctx.out.style.green(t("canTrade")) : ctx.out.style.yellow(t("missing", { steps })));
  return EXIT.OK;
}

/** Confirms the email with the mailed link (or its code), or mails a new link with --resend. */
export async function runConfirm(ctx: CliContext, link: string | undefined, options: Readonly<{ resend: boolean }>): Promise<number> {
  const account = await ctx.api.account({ auth: true });
  if (options.resend) {
    await ctx.unwrap(account.resendConfirmationEmail({ language: ctx.lang, captchaToken: captchaToken(ctx.env) }));
    if (ctx.out.json) ctx.out.data({ ok: true, resent: true });
    else ctx.out.line(ctx.t("cli-account:account.confirm.resent"));
    return EXIT.OK;
  }
  const given = link ?? (await (await ctx.prompts("<link>")).input({ message: ctx.t("cli-account:account.prompt.link") }, stderr));
  const { code, email } = parseConfirmation(given);
  const owner = email ?? (await ctx.sessionStore()).read((await ctx.config()).apiUrl)?.email;
  if (code === "" || owner === undefined) throw usageError("CONFIRMATION_CODE_INVALID");
  await ctx.unwrap(account.confirmEmail({ confirmationCode: code, email: owner, captchaToken: captchaToken(ctx.env) }));
  if (ctx.out.json) ctx.out.data({ ok: true, email: owner, isActive: true });
  else ctx.out.line(ctx.t("cli-account:account.confirm.done", { email: owner }));
  return EXIT.OK;
}
