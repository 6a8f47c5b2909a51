import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { forgotPasswordFormSchema, formErrorCodes } from "@core/account/account-forms.schema";
import { Button } from "@/components";
import { useLanguage } from "@/lib/i18n/use-language";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService } from "@/lib/services/use-service";
import { Field } from "../components/field";
import { useErrorText } from "../hooks/use-error-text";
import { useCaptchaSubmit } from "../hooks/use-submit";

/** ForgotPassword: an email field, then the sent confirmation (the same whether or not the email has an account). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation("account");
  const errorOf = useErrorText();
  const { language } = useLanguage();
  const account = useLazyService(TOKENS.AccountApi);
  const send = useCaptchaSubmit();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordFormSchema.safeParse({ email });
    if (!parsed.success) return setFieldError(formErrorCodes(parsed.error).email ?? "EMAIL_INVALID");
    setFieldError(null);
    await send.submit((captchaToken) => account.sendPasswordResetEmail({ email: parsed.data.email, language, captchaToken }));
  };
  return (
    <div className="page page-narrow">
      <h1>{t("forgot_title")}</h1>
      {send.done ? (
        <p role="status">{t("forgot_sent")}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="form">
          <p>{t("forgot_text")}</p>
          <Field label={t("email")} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errorOf(fieldError)} />
          {send.error && <p role="alert" className="form-error">{errorOf(send.error, send.values)}</p>}
          <Button type="submit" busy={send.busy} block>
            {t("send")}
          </Button>
        </form>
      )}
    </div>
  );
}
