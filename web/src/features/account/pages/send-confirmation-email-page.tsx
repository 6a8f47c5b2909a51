import { useTranslation } from "react-i18next";
import { Button } from "@/components";
import { useLanguage } from "@/lib/i18n/use-language";
import { useSession } from "@/lib/session/use-session";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService } from "@/lib/services/use-service";
import { useErrorText } from "../hooks/use-error-text";
import { useCaptchaSubmit } from "../hooks/use-submit";

/** SendConfirmationEmail: the user's email and a send button. */
export default function SendConfirmationEmailPage() {
  const { t } = useTranslation("account");
  const errorOf = useErrorText();
  const { user } = useSession();
  const { language } = useLanguage();
  const account = useLazyService(TOKENS.AccountApi);
  const send = useCaptchaSubmit();
  return (
    <div className="page page-narrow">
      <h1>{t("send_confirmation_title")}</h1>
      <p>{t("send_confirmation_text", { email: user?.email ?? "" })}</p>
      <Button busy={send.busy} onClick={() => void send.submit((captchaToken) => account.resendConfirmationEmail({ language, captchaToken }))}>
        {t("send")}
      </Button>
      {send.done && <p role="status">{t("email_sent")}</p>}
      {send.error && <p role="alert" className="form-error">{errorOf(send.error, send.values)}</p>}
    </div>
  );
}
