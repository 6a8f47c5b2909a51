import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { validateTwoFactorCode } from "@core/account/profile-rules";
import type { ApiError } from "@core/ports/api.errors";
import type { ResultAsync } from "neverthrow";
import { Button } from "@/components";
import { useErrorText } from "../hooks/use-error-text";
import { ProfileField } from "./profile-field";

/**
 * The authenticator code entry both 2FA modals share: the core rule first (empty: 'Please fill the
 * code from Google Authentication.'), then `send`; a refused code shows its reason and the field
 * is cleared for the next code.
 */
export function TwoFactorCodeForm({ submitLabel, send, onDone, intro }: Readonly<{ submitLabel: string; send: (code: string) => ResultAsync<void, ApiError>; onDone: () => Promise<void>; intro?: ReactNode }>) {
  const { t } = useTranslation("profile");
  const errorOf = useErrorText();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ code: string; values?: Record<string, unknown> } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateTwoFactorCode(code);
    if (checked.isErr()) return setError({ code: checked.error });
    setBusy(true);
    setError(null);
    const answer = await send(checked.value);
    if (answer.isErr()) {
      setBusy(false);
      setCode("");
      return setError({ code: answer.error.code, ...(answer.error.details ? { values: { ...answer.error.details } } : {}) });
    }
    await onDone();
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {intro}
      <ProfileField
        label={t("code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error ? errorOf(error.code, error.values) : null}
      />
      <Button type="submit" busy={busy} block>
        {submitLabel}
      </Button>
    </form>
  );
}
