/** `kul account register`: the register form of spec 1 section 3, answered by flags, KUL_PASSWORD or prompts. */
import { z } from "zod";
import { validateEmail, validateRegisterPassword } from "../../../core/account/credential-rules";
import { EXIT, refused, usageError, type CliContext } from "../cli-context";
import { optionInvalid } from "./account-options";
import { captchaToken } from "./account-captcha";
import { readPassword } from "./account-credentials";

export const registerOptionsSchema = z.object({
  email: z.string().optional(),
  name: z.string().max(100).optional(),
  referral: z.string().max(32).optional(),
  news: z.boolean().default(true),
  acceptTerms: z.boolean().default(false),
});

/** Asks for what the flags left out (on a TTY only), checks the rules locally, then registers. */
export async function runRegister(ctx: CliContext, raw: unknown): Promise<number> {
  const parsed = registerOptionsSchema.safeParse(raw);
  if (!parsed.success) throw optionInvalid(parsed.error);
  const options = parsed.data;
  const email = validateEmail(options.email ?? (await (await ctx.prompts("--email")).input({ message: ctx.t("cli-account:account.prompt.email") }, { output: process.stderr })));
  if (email.isErr()) throw refused(email.error);

  const password = await readPassword(passwordSource(ctx), ctx.t("cli-account:account.prompt.newPassword"));
  if (password === null) throw usageError("CLI_MISSING_VALUE", { name: "KUL_PASSWORD" });
  const strong = validateRegisterPassword(password);
  if (strong.isErr()) throw refused(strong.error);
  if (ctx.env.KUL_PASSWORD === undefined || ctx.env.KUL_PASSWORD === "") {
    // Typed, not scripted: a second entry catches a typo the hidden prompt would hide.
    const again = await (await ctx.prompts("password")).password({ message: ctx.t("cli-account:account.prompt.confirmPassword"), mask: "*" }, { output: process.stderr });
    if (again !== password) throw refused("CONFIRM_PASSWORD_MISMATCH");
  }

  let accepted = options.acceptTerms;
  if (!accepted && ctx.out.interactive) {
    accepted = await (await ctx.prompts("--accept-terms")).confirm({ message: ctx.t("cli-account:account.prompt.acceptTerms"), default: false }, { output: process.stderr });
  }
  if (!accepted) throw refused("TERMS_NOT_ACCEPTED");

  const account = await ctx.api.account();
  await ctx.unwrap(
    account.register({
      email: email.value,
      password,
      isSubscribeNews: options.news,
      acceptedTerms: true,
      language: ctx.lang,
      captchaToken: captchaToken(ctx.env),
      ...(options.name === undefined ? {} : { displayName: options.name }),
      ...(options.referral === undefined ? {} : { referralCode: options.referral }),
    }),
  );
  if (ctx.out.json) ctx.out.data({ ok: true, email: email.value });
  else ctx.out.line(ctx.t("cli-account:account.register.done", { email: email.value }));
  return EXIT.OK;
}

/** Passwords come from KUL_PASSWORD or a hidden prompt (never a flag). */
export function passwordSource(ctx: CliContext) {
  return {
    env: ctx.env,
    interactive: ctx.out.interactive,
    prompt: async (message: string) => (await ctx.prompts("KUL_PASSWORD")).password({ message, mask: "*" }, { output: process.stderr }),
  };
}
