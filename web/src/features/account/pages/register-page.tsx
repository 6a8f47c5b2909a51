import { useRef, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { formErrorCodes, registerFormSchema } from "@core/account/account-forms.schema";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService, useService } from "@/lib/services/use-service";
import { Button } from "@/components";
import { pathTo } from "@/config/paths";
import { captchaToken } from "@/lib/session/captcha";
import { useSession } from "@/lib/session/use-session";
import { useLanguage } from "@/lib/i18n/use-language";
import { CheckboxField, Field, focusFirstInvalid } from "../components/field";
import { PasswordStrengthMeter } from "../components/password-strength-meter";
import { SocialButtons } from "../components/social-buttons";
import { useErrorText } from "../hooks/use-error-text";
import { useReferralCode } from "../hooks/use-referral-code";
import { useCaptchaSubmit } from "../hooks/use-submit";

/**
 * Register (spec 1 "Account screens"): email, password with the strength meter, confirm password,
 * newsletter (on by default), accept terms; validated by the core's register schema; success
 * goes to RegisterStatus (the confirmation mail is sent by the server).
 */
export default function RegisterPage() {
  const { t } = useTranslation(["account", "referral"]);
  const errorOf = useErrorText();
  const account = useLazyService(TOKENS.AccountApi);
  const referralCode = useReferralCode();
  const config = useService(TOKENS.Config);
  const session = useSession();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const submit = useCaptchaSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: "", password: "", confirmPassword: "", isSubscribeNews: true, isAcceptTerms: false });
  const [fields, setFields] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.type === "checkbox" ? e.target.checked : e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerFormSchema.safeParse(values);
    if (!parsed.success) {
      setFields(formErrorCodes(parsed.error));
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setFields({});
    const { email, password, isSubscribeNews } = parsed.data;
    const ok = await submit.submit((captchaToken) =>
      account.register({ email, password, isSubscribeNews, acceptedTerms: true, language, captchaToken, ...(referralCode ? { referralCode } : {}) }),
    );
    if (!ok) return;
    // Registration answers success only; logging in with the same credentials opens RegisterStatus
    // (an email that already had an account fails here, and the Login page takes over).
    const captcha = await captchaToken(config);
    const login = captcha.ok ? await account.logIn({ email, password, rememberMe: false, captchaToken: captcha.token }) : null;
    if (login?.isOk() && login.value.kind === "SESSION") {
      await session.applyLogin(login.value, false);
      navigate(pathTo("RegisterStatus"), { replace: true });
    } else navigate(pathTo("Login", { next: "RegisterStatus" }));
  };

  return (
    <div className="page page-narrow">
      <h1>{t("register_title")}</h1>
      {referralCode && (
        <p className="muted" data-testid="register-referral">
          {t("referral:invited_with_code", { code: referralCode })}
        </p>
      )}
      <SocialButtons />
      <form ref={form} onSubmit={onSubmit} noValidate className="form">
        <Field label={t("email")} type="email" autoComplete="email" value={values.email} onChange={set("email")} error={errorOf(fields.email)} />
        <Field label={t("password")} type="password" autoComplete="new-password" value={values.password} onChange={set("password")} error={errorOf(fields.password)} hint={<PasswordStrengthMeter password={values.password} />} />
        <Field label={t("confirm_password")} type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set("confirmPassword")} error={errorOf(fields.confirmPassword)} />
        <CheckboxField label={t("newsletter_opt_in")} checked={values.isSubscribeNews} onChange={set("isSubscribeNews")} />
        <CheckboxField
          label={<Trans t={t} i18nKey="accept_terms" components={{ terms: <Link to={pathTo("Terms")} />, privacy: <Link to={pathTo("Terms", undefined, "privacy")} />, aml: <Link to={pathTo("Terms", undefined, "aml")} /> }} />}
          checked={values.isAcceptTerms}
          onChange={set("isAcceptTerms")}
          error={errorOf(fields.isAcceptTerms)}
        />
        {submit.error && <p role="alert" className="form-error">{errorOf(submit.error, submit.values)}</p>}
        <Button type="submit" busy={submit.busy} block>
          {t("register_submit")}
        </Button>
        <p className="form-links">
          <Link to={pathTo("Login")}>{t("have_account_link")}</Link>
        </p>
      </form>
    </div>
  );
}
