import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AccountApiPort, TwoFactorSecret } from "@core/ports/account-api.port";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useErrorText } from "../hooks/use-error-text";
import { SettingSwitch } from "./setting-switch";
import { TwoFactorDisableModal } from "./two-factor-disable-modal";
import { TwoFactorEnableModal } from "./two-factor-enable-modal";

type Pending = Readonly<{ kind: "GENERATING" }> | Readonly<{ kind: "ENABLING"; secret: TwoFactorSecret }> | Readonly<{ kind: "DISABLING" }>;

/**
 * The 2FA switch (spec 1 section 4): on fetches a new secret and opens the enable modal, and
 * shows on while it is open; closing it without success turns it back off. Off opens the verify
 * modal and shows off meanwhile; a failure or closing turns it back on.
 */
export function TwoFactorSetting({ enabled, account, onChanged }: Readonly<{ enabled: boolean; account: Pick<AccountApiPort, "generateTwoFactorSecret" | "enableTwoFactor" | "disableTwoFactor">; onChanged: () => Promise<void> }>) {
  const { t } = useTranslation("profile");
  const errorOf = useErrorText();
  const toasts = useService(TOKENS.Toasts);
  const [pending, setPending] = useState<Pending | null>(null);
  const shown = pending === null ? enabled : pending.kind !== "DISABLING";

  const turn = async (on: boolean) => {
    if (!on) return setPending({ kind: "DISABLING" });
    setPending({ kind: "GENERATING" });
    const answer = await account.generateTwoFactorSecret();
    if (answer.isErr()) {
      setPending(null);
      return toasts.push({ tone: "error", text: errorOf(answer.error.code) ?? "" });
    }
    setPending({ kind: "ENABLING", secret: answer.value });
  };
  const finish = async (changed: boolean) => {
    if (changed) await onChanged();
    setPending(null);
  };

  return (
    <>
      <SettingSwitch id="two-factor-switch" label={t("two_factor")} hint={t("two_factor_hint")} checked={shown} busy={pending?.kind === "GENERATING"} onChange={(on) => void turn(on)} />
      {pending?.kind === "ENABLING" && <TwoFactorEnableModal secret={pending.secret} account={account} onClose={finish} />}
      {pending?.kind === "DISABLING" && <TwoFactorDisableModal account={account} onClose={finish} />}
    </>
  );
}
