import { useState } from "react";
import { useTranslation } from "react-i18next";
import { socialUnlinkRefusal } from "@core/account/social-unlink";
import type { ProfileView } from "@core/account/profile-view";
import type { AccountApiPort } from "@core/ports/account-api.port";
import type { SocialProvider } from "@core/ports/account-services.port";
import { Button } from "@/components";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useSocialSignIn } from "@/lib/session/social-sign-in";
import { useErrorText } from "../hooks/use-error-text";

const PROVIDERS: readonly SocialProvider[] = ["GOOGLE", "FACEBOOK"];

/**
 * #section-social-connect: Google and Facebook, each connected (with its email or name) or not.
 * A connected one can be unlinked unless the account was created with it (core rule), which the
 * row says instead of offering the button. Connecting goes through the provider's sign-in (the
 * redirect flow of core/account/social-sign-in.ts) and comes back here; a provider this
 * deployment does not offer is shown disabled with that reason.
 */
export function SocialAccounts({ profile, account, onChanged }: Readonly<{ profile: ProfileView; account: Pick<AccountApiPort, "unlinkSocial">; onChanged: () => Promise<void> }>) {
  const { t } = useTranslation("profile");
  const errorOf = useErrorText();
  const toasts = useService(TOKENS.Toasts);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const social = useSocialSignIn();

  const connect = (provider: SocialProvider) => {
    setBusy(provider);
    if (!social.start(provider, "CONNECT", { returnTo: "/profile#section-social-connect" })) setBusy(null);
  };

  const unlink = async (provider: SocialProvider, label: string) => {
    setBusy(provider);
    const answer = await account.unlinkSocial(provider);
    if (answer.isErr()) {
      setBusy(null);
      return toasts.push({ tone: "error", text: errorOf(answer.error.code, answer.error.details ? { ...answer.error.details } : undefined) ?? "" });
    }
    await onChanged();
    setBusy(null);
    toasts.push({ tone: "success", text: t("social_unlinked", { provider: label }) });
  };

  return (
    <section id="section-social-connect" className="profile-card" aria-labelledby="social-title">
      <h2 id="social-title" className="profile-section-title">
        {t("social_title")}
      </h2>
      <ul className="profile-list">
        {PROVIDERS.map((provider) => {
          const label = provider === "GOOGLE" ? t("social_google") : t("social_facebook");
          const linked = provider === "GOOGLE" ? profile.googleId !== null : profile.facebookId !== null;
          const shown = provider === "GOOGLE" ? profile.googleEmail : (profile.facebookName ?? profile.facebookEmail);
          const refusal = linked ? socialUnlinkRefusal(profile, provider) : null;
          const noteId = `social-${provider.toLowerCase()}-note`;
          return (
            <li key={provider} className="profile-list-row">
              <div>
                <p className="profile-setting-label">{label}</p>
                <p className="muted small profile-hint">{linked ? (shown ? t("social_connected_as", { name: shown }) : t("social_connected")) : t("social_not_connected")}</p>
                {(refusal !== null || (!linked && !social.available(provider))) && (
                  <p id={noteId} className="muted small profile-hint">
                    {refusal !== null ? errorOf(refusal.code) : t("social_connect_unavailable")}
                  </p>
                )}
              </div>
              {linked ? (
                <Button variant="secondary" className="btn-sm" busy={busy === provider} disabled={refusal !== null || busy !== null} aria-describedby={refusal !== null ? noteId : undefined} onClick={() => void unlink(provider, label)}>
                  {t("social_unlink", { provider: label })}
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  className="btn-sm"
                  busy={busy === provider}
                  disabled={!social.available(provider) || busy !== null}
                  aria-describedby={social.available(provider) ? undefined : noteId}
                  onClick={() => connect(provider)}
                >
                  {t("social_connect", { provider: label })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
