import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ResultAsync } from "neverthrow";
import { validateLoginPassword } from "@core/account/credential-rules";
import { validateTwoFactorCode } from "@core/account/profile-rules";
import type { Reauthentication } from "@core/ports/account-api.port";
import type { ApiError } from "@core/ports/api.errors";
import { Button } from "@/components";
import { useErrorText } from "../hooks/use-error-text";
import { ProfileField } from "./profile-field";

type Failure = Readonly<{ code: string; values?: Record<string, unknown>; field: "password" | "code" | null }>;

// Which field a refusal belongs to, so its message sits under it and focus returns there.
function fieldOf(error: ApiError): Failure["field"] {
  if (error.code === "REAUTHENTICATION_FAILED" || error.code === "PASSWORD_HASH_INVALID") return "password";
  if (error.code === "TWO_FACTOR_CODE_INCORRECT" || error.fields?.some((f) => f.field === "code")) return "code";
  return null;
}

/**
 * What a sensitive change (2FA off, unlinking a social account) asks before it is sent: the
 * password, and the authenticator code when 2FA is on, which the server checks (core
 * reauthentication rule). A refusal shows its reason under the field it concerns, in the user's
 * language, and focus goes back to that field; the code is cleared for the next one.
 */
export function ReauthForm({
  withCode,
  submitLabel,
  intro,
  send,
  onDone,
}: Readonly<{ withCode: boolean; submitLabel: string; intro?: ReactNode; send: (reauth: Reauthentication) => ResultAsync<void, ApiError>; onDone: () => Promise<void> }>) {
  const { t } = useTranslation("profile");
  const errorOf = useErrorText();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const fail = (next: Failure) => {
    setFailure(next);
    (next.field === "code" ? codeRef : passwordRef).current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = validateLoginPassword(password);
    if (typed.isErr()) return fail({ code: typed.error, field: "password" });
    const checked = withCode ? validateTwoFactorCode(code) : null;
    if (checked?.isErr()) return fail({ code: checked.error, field: "code" });
    setBusy(true);
    setFailure(null);
    const answer = await send({ password: typed.value, ...(checked?.isOk() ? { code: checked.value } : {}) });
    if (answer.isErr()) {
      setBusy(false);
      setCode("");
      const { error } = answer;
      return fail({ code: error.code, field: fieldOf(error), ...(error.details ? { values: { ...error.details } } : {}) });
    }
    await onDone();
  };

  const message = failure ? errorOf(failure.code, failure.values) : null;
  return (
    <form className="form" onSubmit={submit} noValidate>
      {intro}
      <ProfileField
        ref={passwordRef}
        label={t("reauth_password")}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={failure?.field === "password" ? message : null}
      />
      {withCode && (
        <ProfileField
          ref={codeRef}
          label={t("code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={failure?.field === "code" ? message : null}
        />
      )}
      {failure !== null && failure.field === null && (
        <p role="alert" className="form-error">
          {message}
        </p>
      )}
      <Button type="submit" busy={busy} block>
        {submitLabel}
      </Button>
    </form>
  );
}
