import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AccountApiPort } from "@core/ports/account-api.port";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useErrorText } from "../hooks/use-error-text";
import { SettingSwitch } from "./setting-switch";

/** The newsletter switch: saved at once; a first subscription's reward shows through the profile reload. */
export function NewsletterSetting({ subscribed, account, onChanged }: Readonly<{ subscribed: boolean; account: Pick<AccountApiPort, "updateProfile">; onChanged: () => Promise<void> }>) {
  const { t } = useTranslation("profile");
  const errorOf = useErrorText();
  const toasts = useService(TOKENS.Toasts);
  const [sending, setSending] = useState<boolean | null>(null);

  const change = async (next: boolean) => {
    setSending(next);
    const answer = await account.updateProfile({ isSubscribeNews: next });
    if (answer.isErr()) {
      setSending(null);
      return toasts.push({ tone: "error", text: errorOf(answer.error.code) ?? "" });
    }
    await onChanged();
    setSending(null);
    toasts.push({ tone: "success", text: t("saved") });
  };

  return <SettingSwitch id="newsletter-switch" label={t("newsletter")} hint={t("newsletter_hint")} checked={sending ?? subscribed} busy={sending !== null} onChange={(next) => void change(next)} />;
}
