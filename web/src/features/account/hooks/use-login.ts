import { useState } from "react";
import { formErrorCodes, loginFormSchema, twoFactorCodeSchema } from "@core/account/account-forms.schema";
import type { LoginOutcome, TwoFactorChallenge } from "@core/ports/account-api.port";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService, useService } from "@/lib/services/use-service";
import { captchaToken } from "@/lib/session/captcha";
import { useSession } from "@/lib/session/use-session";

/** Where the login form stands: the form, or the 2FA step that replaces it (spec 1 section 4). */
export type LoginStep = Readonly<{ kind: "FORM" }> | (TwoFactorChallenge & Readonly<{ rememberMe: boolean }>);

/** A failure: per-field codes, or one code for the whole form (with values such as retryAfterSeconds). */
export type LoginFailure = Readonly<{ fields: Record<string, string>; form: string | null; values?: Record<string, unknown> }>;

const NO_FAILURE: LoginFailure = { fields: {}, form: null };

/**
 * The login logic behind the modal and the page: validate (core schema), captcha, call (the
 * account port hashes the password), then either the 2FA step or the session. Resolves true once
 * logged in.
 */
export function useLogin() {
  const config = useService(TOKENS.Config);
  const account = useLazyService(TOKENS.AccountApi);
  const session = useSession();
  const [step, setStep] = useState<LoginStep>({ kind: "FORM" });
  const [failure, setFailure] = useState<LoginFailure>(NO_FAILURE);
  const [busy, setBusy] = useState(false);

  const finish = async (outcome: LoginOutcome, rememberMe: boolean): Promise<boolean> => {
    if (outcome.kind === "TWO_FACTOR") {
      setStep({ ...outcome, rememberMe });
      return false;
    }
    await session.applyLogin(outcome, rememberMe);
    return true;
  };
  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    setFailure(NO_FAILURE);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  const submitForm = (input: { email: string; password: string; rememberMe: boolean }) =>
    run(async () => {
      const parsed = loginFormSchema.safeParse(input);
      if (!parsed.success) {
        setFailure({ fields: formErrorCodes(parsed.error), form: null });
        return false;
      }
      const captcha = await captchaToken(config);
      if (!captcha.ok) return (setFailure({ fields: {}, form: captcha.code }), false);
      const answer = await account.logIn({ email: parsed.data.email, password: parsed.data.password, rememberMe: parsed.data.rememberMe, captchaToken: captcha.token });
      if (answer.isErr()) return (setFailure({ fields: {}, form: answer.error.code, values: answer.error.details }), false);
      return finish(answer.value, parsed.data.rememberMe);
    });

  const submitCode = (code: string) =>
    run(async () => {
      if (step.kind !== "TWO_FACTOR") return false;
      const parsed = twoFactorCodeSchema.safeParse(code);
      if (!parsed.success) return (setFailure({ fields: { code: parsed.error.issues[0]?.message ?? "TWO_FACTOR_CODE_REQUIRED" }, form: null }), false);
      const answer = await account.verifyTwoFactor(step, parsed.data);
      if (answer.isErr()) return (setFailure({ fields: {}, form: answer.error.code, values: answer.error.details }), false);
      return finish(answer.value, step.rememberMe);
    });

  return { step, failure, busy, submitForm, submitCode, backToForm: () => setStep({ kind: "FORM" }) };
}
