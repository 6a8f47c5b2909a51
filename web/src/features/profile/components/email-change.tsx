import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errAsync, ResultAsync } from "neverthrow";
import { validateEmail } from "@core/account/credential-rules";
import type { ProfileView } from "@core/account/profile-view";
import type { AccountApiPort, Reauthentication } from "@core/ports/account-api.port";
import type { ApiError } from "@core/ports/api.errors";
import { Button } from "@/components";
import { Modal } from "@/components/modal";
import { useLanguage } from "@/lib/i18n/use-language";
import { captchaToken } from "@/lib/session/captcha";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { ProfileField } from "./profile-field";
import { ReauthForm } from "./reauth-form";

// A refusal made here, before any call, in the shape the form shows.
const refusedHere = (code: string): ApiError => ({ code, status: null, message: code });

/**
 * "Change email": a modal asking for the new address, the password and, when 2FA is on, the code
 * (the server's re-authentication rule). The account then waits for the new address to be
 * confirmed, and the old one is told of the change.
 */
export function EmailChange({ profile, account, onChanged }: Readonly<{ profile: ProfileView; account: Pick<AccountApiPort, "changeEmail">; onChanged: () => Promise<void> }>) {
  const { t } = useTranslation("profile");
  const config = useService(TOKENS.Config);
  const toasts = useService(TOKENS.Toasts);
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");

  const send = (reauth: Reauthentication): ResultAsync<void, ApiError> => {
    const checked = validateEmail(email);
    if (checked.isErr()) return errAsync(refusedHere(checked.error));
    return ResultAsync.fromSafePromise(captchaToken(config)).andThen((captcha) =>
      captcha.ok
        ? account.changeEmail({ email: checked.value, language, captchaToken: captcha.token, reauth }).map(() => undefined)
        : errAsync(refusedHere(captcha.code)),
    );
  };

  return (
    <>
      <Button variant="secondary" className="btn-sm" onClick={() => (setEmail(""), setOpen(true))}>
        {t("email_change")}
      </Button>
      {open && (
        <Modal title={t("email_change_title")} onClose={() => setOpen(false)} size="sm">
          <ReauthForm
            withCode={profile.isEnabled2FA}
            intro={
              <>
                <p className="small">{t(profile.isEnabled2FA ? "email_change_prompt_code" : "email_change_prompt")}</p>
                <ProfileField label={t("email_new")} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
              </>
            }
            submitLabel={t("email_change_submit")}
            send={send}
            onDone={async () => {
              await onChanged();
              toasts.push({ tone: "success", text: t("email_changed", { email: email.trim().toLowerCase() }) });
              setOpen(false);
            }}
          />
        </Modal>
      )}
    </>
  );
}
