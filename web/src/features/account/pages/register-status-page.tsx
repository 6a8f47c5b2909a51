import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components";
import { pathTo } from "@/config/paths";
import { useLanguage } from "@/lib/i18n/use-language";
import { useSession } from "@/lib/session/use-session";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService } from "@/lib/services/use-service";
import { useErrorText } from "../hooks/use-error-text";
import { useCaptchaSubmit } from "../hooks/use-submit";

/**
 * RegisterStatus: "you have got email" with a resend button; with `?opts=facebookNoEmail` a
 * logout link instead (the Facebook account gave no email).
 */
export default function RegisterStatusPage() {
  const { t } = useTranslation("account");
  const errorOf = useErrorText();
  const [params] = useSearchParams();
  const { user, logout } = useSession();
  const { language } = useLanguage();
  const account = useLazyService(TOKENS.AccountApi);
  const resend = useCaptchaSubmit();
  const navigate = useNavigate();
  const facebookNoEmail = params.get("opts") === "facebookNoEmail";
  return (
    <div className="page page-narrow">
      <h1>{t("register_status_title")}</h1>
      {facebookNoEmail ? (
        <>
          <p>{t("facebook_no_email")}</p>
          <Button variant="secondary" onClick={async () => (await logout(), navigate(pathTo("Exchange")))}>
            {t("logout")}
          </Button>
        </>
      ) : (
        <>
          <p>{t("register_status_text", { email: user?.email ?? "" })}</p>
          <Button busy={resend.busy} onClick={() => void resend.submit((captchaToken) => account.resendConfirmationEmail({ language, captchaToken }))}>
            {t("resend_email")}
          </Button>
          {resend.done && <p role="status">{t("email_sent")}</p>}
          {resend.error && <p role="alert" className="form-error">{errorOf(resend.error, resend.values)}</p>}
        </>
      )}
    </div>
  );
}
