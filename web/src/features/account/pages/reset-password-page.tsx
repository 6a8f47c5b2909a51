import { useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { formErrorCodes, resetPasswordFormSchema } from "@core/account/account-forms.schema";
import { parseResetPasswordLink } from "@core/account/profile-rules";
import { Button } from "@/components";
import { pathTo } from "@/config/paths";
import { useToastOn } from "@/lib/toast/toast-queue";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService } from "@/lib/services/use-service";
import { Field, focusFirstInvalid } from "../components/field";
import { PasswordStrengthMeter } from "../components/password-strength-meter";
import { useErrorText } from "../hooks/use-error-text";
import { useCaptchaSubmit } from "../hooks/use-submit";

/** ResetPassword: new password and confirmation; a link without email and token is refused ("Invalid URL." toast, then Exchange). */
export default function ResetPasswordPage() {
  const { t } = useTranslation("account");
  const errorOf = useErrorText();
  const [params] = useSearchParams();
  const link = useMemo(() => parseResetPasswordLink({ email: params.get("email") ?? undefined, token: params.get("token") ?? undefined }), [params]);
  const account = useLazyService(TOKENS.AccountApi);
  const reset = useCaptchaSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [fields, setFields] = useState<Record<string, string>>({});
  // Spec 1 section 8: "Invalid URL." and off to Exchange; the toast outlives this page.
  const invalid = link.isErr() ? link.error : null;
  useToastOn(invalid, invalid && { tone: "error", text: errorOf(invalid) ?? invalid });
  if (link.isErr()) return <Navigate to={pathTo("Exchange")} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      setFields(formErrorCodes(parsed.error));
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setFields({});
    const { password } = parsed.data;
    await reset.submit((captchaToken) => account.resetPassword({ email: link.value.email, password, resetPasswordToken: link.value.token, captchaToken }));
  };
  return (
    <div className="page page-narrow">
      <h1>{t("reset_title")}</h1>
      {reset.done ? (
        <>
          <p role="status">{t("reset_success")}</p>
          <Link className="btn btn-primary" to={pathTo("Login")}>{t("log_in")}</Link>
        </>
      ) : (
        <form ref={form} onSubmit={onSubmit} noValidate className="form">
          <Field label={t("new_password")} type="password" autoComplete="new-password" value={values.password} onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))} error={errorOf(fields.password)} hint={<PasswordStrengthMeter password={values.password} />} />
          <Field label={t("confirm_password")} type="password" autoComplete="new-password" value={values.confirmPassword} onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))} error={errorOf(fields.confirmPassword)} />
          {reset.error && <p role="alert" className="form-error">{errorOf(reset.error, reset.values)}</p>}
          <Button type="submit" busy={reset.busy} block>
            {t("reset_submit")}
          </Button>
        </form>
      )}
    </div>
  );
}
