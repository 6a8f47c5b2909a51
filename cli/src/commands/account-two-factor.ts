/**
 * `kul account 2fa status | setup | enable | disable`. Scripts run `setup` (prints the secret and
 * the otpauth:// URL) then `enable --code`; on a TTY `enable` alone does both and asks for the code.
 */
import type { TwoFactorSecret } from "../../../core/ports/account-api.port";
import { EXIT, type CliContext } from "../cli-context";
import { twoFactorCode } from "./account-session";
import { reauthentication } from "./account-reauth";

function showSecret(ctx: CliContext, generated: TwoFactorSecret): void {
  ctx.out.line(ctx.t("cli-account:account.twoFactor.secret", { secret: generated.secret }));
  ctx.out.line(ctx.t("cli-account:account.twoFactor.url", { url: generated.url }));
}

/** Whether 2FA is on for the logged-in account. */
export async function runTwoFactorStatus(ctx: CliContext): Promise<number> {
  const profile = await ctx.unwrap((await ctx.api.account({ auth: true })).profile());
  if (ctx.out.json) ctx.out.data({ ok: true, enabled: profile.isEnabled2FA });
  else ctx.out.line(ctx.t(`cli-account:account.twoFactor.${profile.isEnabled2FA ? "on" : "off"}`));
  return EXIT.OK;
}

/** A new secret for the authenticator app; 2FA stays off until `enable` with a code from it. */
export async function runTwoFactorSetup(ctx: CliContext): Promise<number> {
  const generated = await ctx.unwrap((await ctx.api.account({ auth: true })).generateTwoFactorSecret());
  if (ctx.out.json) ctx.out.data({ ok: true, secret: generated.secret, url: generated.url });
  else {
    showSecret(ctx, generated);
    ctx.out.line(ctx.t("cli-account:account.twoFactor.setupNext"));
  }
  return EXIT.OK;
}

/** Turns 2FA on with the authenticator's current code (generating the secret first when asked interactively). */
export async function runTwoFactorEnable(ctx: CliContext, options: Readonly<{ code?: string }>): Promise<number> {
  const account = await ctx.api.account({ auth: true });
  if (options.code === undefined && ctx.env.KUL_2FA_CODE === undefined && ctx.out.interactive) {
    showSecret(ctx, await ctx.unwrap(account.generateTwoFactorSecret()));
  }
  await ctx.unwrap(account.enableTwoFactor(await twoFactorCode(ctx, options.code)));
  if (ctx.out.json) ctx.out.data({ ok: true, enabled: true });
  else ctx.out.line(ctx.t("cli-account:account.twoFactor.enabled"));
  return EXIT.OK;
}

/** Turns 2FA off; the password (KUL_PASSWORD or a prompt) and the current code re-authenticate. */
export async function runTwoFactorDisable(ctx: CliContext, options: Readonly<{ code?: string }>): Promise<number> {
  const account = await ctx.api.account({ auth: true });
  const { password, code } = await reauthentication(ctx, { code: options.code, twoFactorOn: true });
  await ctx.unwrap(account.disableTwoFactor({ password, code: code ?? (await twoFactorCode(ctx, options.code)) }));
  if (ctx.out.json) ctx.out.data({ ok: true, enabled: false });
  else ctx.out.line(ctx.t("cli-account:account.twoFactor.disabled"));
  return EXIT.OK;
}
