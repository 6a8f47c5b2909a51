import { useState } from "react";
import type { ResultAsync } from "neverthrow";
import type { ApiError } from "@core/ports/api.errors";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { captchaToken } from "@/lib/session/captcha";

/** A form's submit state: busy, done, or the error code to show (with its values). */
export type SubmitState = Readonly<{ busy: boolean; done: boolean; error: string | null; values?: Record<string, unknown> }>;

/**
 * Runs a captcha-protected call: gets the captcha token, calls, keeps the outcome. Returns true
 * on success.
 */
export function useCaptchaSubmit() {
  const config = useService(TOKENS.Config);
  const [state, setState] = useState<SubmitState>({ busy: false, done: false, error: null });
  const submit = async <T,>(call: (captchaToken: string) => ResultAsync<T, ApiError> | Promise<ResultAsync<T, ApiError>>): Promise<boolean> => {
    setState({ busy: true, done: false, error: null });
    const captcha = await captchaToken(config);
    if (!captcha.ok) return (setState({ busy: false, done: false, error: captcha.code }), false);
    const answer = await (await call(captcha.token));
    if (answer.isErr()) return (setState({ busy: false, done: false, error: answer.error.code, ...(answer.error.details ? { values: { ...answer.error.details } } : {}) }), false);
    setState({ busy: false, done: true, error: null });
    return true;
  };
  return { ...state, submit, fail: (code: string) => setState({ busy: false, done: false, error: code }) };
}
