/**
 * `kul account email <address>` and `kul account unlink <google|facebook>`, and the
 * re-authentication they share with `kul account 2fa disable`: the password from KUL_PASSWORD or a
 * hidden prompt (never a flag, which shell history and `ps` would keep), and the 2FA code (--code,
 * KUL_2FA_CODE or a prompt) when the account has 2FA on. Which parts are needed is the server's
 * core rule; the CLI only gathers them.
 */
import { z } from "zod";
import { validateEmail } from "../../../core/account/credential-rules";
import { validateLoginPassword } from "../../../core/account/credential-rules";
import type { Reauthentication } from "../../../core/ports/account-api.port";
import { EXIT, refused, usageError, type CliContext } from "../cli-context";
import { captchaToken } from "./account-captcha";
import { readPassword } from "./account-credentials";
import { passwordSource } from "./account-register";
import { twoFactorCode } from "./account-session";

const stderr = { output: process.stderr };

/** The password (KUL_PASSWORD or a hidden prompt) and, when 2FA is on or --code was given, the code. */
export async function reauthentication(ctx: CliContext, options: Readonly<{ code?: string; twoFactorOn: boolean }>): Promise<Reauthentication & { code?: string }> {
  const password = validateLoginPassword(await readPassword(passwordSource(ctx), ctx.t("cli-account:account.prompt.currentPassword")));
  if (password.isErr()) throw usageError("CLI_MISSING_VALUE", { name: "KUL_PASSWORD" });
  const withCode = options.twoFactorOn || options.code !== undefined;
  return { password: password.value, ...(withCode ? { code: await twoFactorCode(ctx, options.code) } : {}) };
}

const providerSchema = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(["GOOGLE", "FACEBOOK"]));

/** Moves the account to a new email (unconfirmed until its link is used); the old address is told. */
export async function runEmailChange(ctx: CliContext, address: string | undefined, options: Readonly<{ code?: string }>): Promise<number> {
  const account = await ctx.api.account({ auth: true });
  const email = validateEmail(address ?? (await (await ctx.prompts("<email>")).input({ message: ctx.t("cli-account:account.prompt.newEmail") }, stderr)));
  if (email.isErr()) throw refused(email.error);
  const profile = await ctx.unwrap(account.profile());
  const reauth = await reauthentication(ctx, { code: options.code, twoFactorOn: profile.isEnabled2FA });
  const change = await ctx.unwrap(account.changeEmail({ email: email.value, language: ctx.lang, captchaToken: captchaToken(ctx.env), reauth }));
  const { apiUrl } = await ctx.config();
  const store = await ctx.sessionStore();
  const session = store.read(apiUrl);
  if (session !== null) store.write({ ...session, email: change.email });
  if (ctx.out.json) ctx.out.data({ ok: true, email: change.email, isActive: change.isActive });
  else ctx.out.line(ctx.t("cli-account:account.email.done", { email: change.email }));
  return EXIT.OK;
}

/** Disconnects Google or Facebook from the account (never the one it was created with). */
export async function runUnlink(ctx: CliContext, provider: string, options: Readonly<{ code?: string }>): Promise<number> {
  const parsed = providerSchema.safeParse(provider);
  if (!parsed.success) throw usageError("CLI_PROVIDER_INVALID", { value: provider });
  const account = await ctx.api.account({ auth: true });
  const profile = await ctx.unwrap(account.profile());
  const reauth = await reauthentication(ctx, { code: options.code, twoFactorOn: profile.isEnabled2FA });
  await ctx.unwrap(account.unlinkSocial(parsed.data, reauth));
  if (ctx.out.json) ctx.out.data({ ok: true, provider: parsed.data, linked: false });
  else ctx.out.line(ctx.t("cli-account:account.unlink.done", { provider: ctx.t(`cli-account:account.unlink.${parsed.data}`) }));
  return EXIT.OK;
}
