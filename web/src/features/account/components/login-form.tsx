import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components";
import { pathTo } from "@/config/paths";
import { useErrorText } from "../hooks/use-error-text";
import { useLogin } from "../hooks/use-login";
import { CheckboxField, Field, focusFirstInvalid } from "./field";
import { SocialButtons } from "./social-buttons";

/**
 * The login form of spec 1 "Account screens": email, password, remember me (on by default),
 * Enter submits, links to register and forgot password, social buttons; a 2FA code step
 * replaces it when the account has 2FA on. `onLoggedIn` runs once the session is set.
 */
export function LoginForm({ onLoggedIn, onNavigate }: Readonly<{ onLoggedIn: () => void; onNavigate?: () => void }>) {
  const { t } = useTranslation("account");
  const errorOf = useErrorText();
  const login = useLogin();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [code, setCode] = useState("");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = login.step.kind === "FORM" ? await login.submitForm({ email, password, rememberMe }) : await login.submitCode(code);
    if (done) onLoggedIn();
    else requestAnimationFrame(() => focusFirstInvalid(form.current));
  };
  const formError = errorOf(login.failure.form, login.failure.values);

  if (login.step.kind === "TWO_FACTOR") {
    return (
      <form ref={form} onSubmit={submit} noValidate className="form">
        <p>{t("two_factor_prompt")}</p>
        <Field label={t("two_factor_code")} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} error={errorOf(login.failure.fields.code)} autoFocus />
        {formError && <p role="alert" className="form-error">{formError}</p>}
        <Button type="submit" busy={login.busy} block>
          {t("verify")}
        </Button>
        <button type="button" className="link-button" onClick={login.backToForm}>
          {t("back")}
        </button>
      </form>
    );
  }
  return (
    <form ref={form} onSubmit={submit} noValidate className="form">
      <Field label={t("email")} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errorOf(login.failure.fields.email)} />
      <Field label={t("password")} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errorOf(login.failure.fields.password)} />
      <CheckboxField label={t("remember_me")} checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
      {formError && <p role="alert" className="form-error">{formError}</p>}
      <Button type="submit" busy={login.busy} block>
        {t("log_in")}
      </Button>
      <p className="form-links">
        <Link to={pathTo("ForgotPassword")} onClick={onNavigate}>{t("forgot_password_link")}</Link>
        <Link to={pathTo("Register")} onClick={onNavigate}>{t("register_link")}</Link>
      </p>
      <SocialButtons rememberMe={rememberMe} />
    </form>
  );
}
