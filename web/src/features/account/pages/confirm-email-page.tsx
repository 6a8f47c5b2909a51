import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { COOKIE_NAMES } from "@core/account/session";
import { Button, LoadingBlock } from "@/components";
import { pathTo } from "@/config/paths";
import { useLoginPrompt } from "@/lib/session/login-prompt";
import { useSession } from "@/lib/session/use-session";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService, useService } from "@/lib/services/use-service";
import { useErrorText } from "../hooks/use-error-text";
import { useCaptchaSubmit } from "../hooks/use-submit";
import { scheduleAutoConfirm } from "../model/auto-confirm";

type Status = "LOGIN_FIRST" | "VERIFYING" | "SUCCESS" | "ERROR";

/**
 * ConfirmEmail (spec 1): reads `code` and `email`; a visitor is asked to log in first; a
 * logged-in user's email must match the link's (else the mismatch message and logout); then the
 * account port's confirmEmail. The automatic attempt starts 3 seconds after the user is known (spec 1).
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation("account");
  const errorOf = useErrorText();
  const [params] = useSearchParams();
  const code = params.get("code") ?? "";
  const email = params.get("email") ?? "";
  const { loggedIn, user, logout, refreshProfile } = useSession();
  const login = useLoginPrompt();
  const account = useLazyService(TOKENS.AccountApi);
  const cookies = useService(TOKENS.Cookies);
  const activate = useCaptchaSubmit();
  const [status, setStatus] = useState<Status>(loggedIn ? "VERIFYING" : "LOGIN_FIRST");
  const started = useRef(false);

  // The attempt reads this render's values when it runs; the effect keys on who is logged in only,
  // so re-renders during the 3-second wait do not restart it.
  const attempt = useRef<() => void>(() => undefined);
  attempt.current = () => {
    if (user === null) return;
    if (user.email.toLowerCase() !== email.toLowerCase()) {
      activate.fail("CONFIRMATION_CODE_MISMATCH");
      setStatus("ERROR");
      void logout();
      return;
    }
    const referralCode = cookies.get(COOKIE_NAMES.ref) ?? undefined;
    void activate
      .submit((captchaToken) => account.confirmEmail({ confirmationCode: code, email, captchaToken, ...(referralCode ? { referralCode } : {}) }))
      .then(async (ok) => {
        if (ok) await refreshProfile();
        setStatus(ok ? "SUCCESS" : "ERROR");
      });
  };
  const userEmail = user?.email ?? null;
  useEffect(() => {
    if (started.current) return;
    // Logged out during the wait: back to asking for a login.
    if (!loggedIn || userEmail === null) return void setStatus("LOGIN_FIRST");
    setStatus("VERIFYING");
    return scheduleAutoConfirm(() => {
      started.current = true;
      attempt.current();
    });
  }, [loggedIn, userEmail]);

  return (
    <div className="page page-narrow">
      <h1>{t("confirm_email_title")}</h1>
      {status === "LOGIN_FIRST" && (
        <>
          <p>{t("confirm_email_login_first")}</p>
          <Button onClick={() => login.open()}>{t("log_in")}</Button>
        </>
      )}
      {status === "VERIFYING" && <LoadingBlock label={t("confirm_email_verifying")} />}
      {status === "SUCCESS" && (
        <>
          <p role="status">{t("confirm_email_success")}</p>
          <Link className="btn btn-primary" to={pathTo("Exchange")}>{t("common:go_to_exchange")}</Link>
        </>
      )}
      {status === "ERROR" && (
        <>
          <p role="alert" className="form-error">{errorOf(activate.error ?? "CONFIRM_EMAIL_FAILED")}</p>
          <p className="form-links">
            {loggedIn && <Link to={pathTo("SendConfirmationEmail")}>{t("resend_email")}</Link>}
            <Link to={pathTo("Exchange")}>{t("common:go_to_exchange")}</Link>
          </p>
        </>
      )}
    </div>
  );
}
