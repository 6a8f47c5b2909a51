import { useState } from "react";
import { useTranslation } from "react-i18next";
import { socialUnlinkRefusal } from "@core/account/social-unlink";
import type { ProfileView } from "@core/account/profile-view";
import type { AccountApiPort } from "@core/ports/account-api.port";
import type { SocialProvider } from "@core/ports/account-services.port";
import { Button } from "@/components";
import { Modal } from "@/components/modal";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useSocialSignIn } from "@/lib/session/social-sign-in";
import { useErrorText } from "../hooks/use-error-text";
import { ReauthForm } from "./reauth-form";

const PROVIDERS: readonly SocialProvider[] = ["GOOGLE", "FACEBOOK"];

/**
 * #section-social-connect: Google and Facebook, each connected (with its email or name) or not.
 * A connected one can be unlinked unless the account was created with it (core rule), which the
 * row says instead of offering the button; unlinking asks for the password (and the 2FA code when
 * on) in a modal first. Connecting goes through the provider's sign-in (the redirect flow of
 * core/account/social-sign-in.ts) and comes back here; a provider this deployment does not offer
 * is shown disabled with that reason.
 */
export function SocialAccounts({ profile, account, onChanged }: Readonly<{ profile: ProfileView; account: Pick<AccountApiPort, "unlinkSocial">; onChanged: () => Promise<void> }>) {
  const { t } = useTranslation("profile");
  const errorOf = useErrorText();
  const toasts = useService(TOKENS.Toasts);
  const [connecting, setConnecting] = useState<SocialProvider | null>(null);
  // The provider whose unlink waits for the re-authentication modal.
  const [unlinking, setUnlinking] = useState<Readonly<{ provider: SocialProvider; label: string }> | null>(null);
  const social = useSocialSignIn();

  const connect = (provider: SocialProvider) => {
    setConnecting(provider);
    if (!social.start(provider, "CONNECT", { returnTo: "/profile#section-social-connect" })) setConnecting(null);
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
                <Button variant="secondary" className="btn-sm" disabled={refusal !== null || connecting !== null} aria-describedby={refusal !== null ? noteId : undefined} onClick={() => setUnlinking({ provider, label })}>
                  {t("social_unlink", { provider: label })}
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  className="btn-sm"
                  busy={connecting === provider}
                  disabled={!social.available(provider) || connecting !== null}
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
      {unlinking !== null && (
        <Modal title={t("unlink_title", { provider: unlinking.label })} onClose={() => setUnlinking(null)} size="sm">
          <ReauthForm
            withCode={profile.isEnabled2FA}
            intro={<p className="small">{t(profile.isEnabled2FA ? "unlink_prompt_code" : "unlink_prompt", { provider: unlinking.label })}</p>}
            submitLabel={t("social_unlink", { provider: unlinking.label })}
            send={(reauth) => account.unlinkSocial(unlinking.provider, reauth)}
            onDone={async () => {
              await onChanged();
              toasts.push({ tone: "success", text: t("social_unlinked", { provider: unlinking.label }) });
              setUnlinking(null);
            }}
          />
        </Modal>
      )}
    </section>
  );
}
