import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { SocialProvider } from "@core/ports/account-services.port";
import { pathTo } from "@/config/paths";
import { useSocialSignIn } from "@/lib/session/social-sign-in";

const PROVIDERS: readonly SocialProvider[] = ["FACEBOOK", "GOOGLE"];

/**
 * Facebook and Google sign-in buttons (spec 1): each sends the browser to the provider's page
 * (the redirect flow of core/account/social-sign-in.ts), which comes back to /social-callback;
 * a new account made there carries the invite code of the `ref` cookie and records the acceptance
 * of the terms, privacy and AML policies that the line under the buttons states. A provider this
 * deployment does not offer is shown disabled with the reason.
 */
export function SocialButtons({ rememberMe = false, returnTo }: Readonly<{ rememberMe?: boolean; returnTo?: string }>) {
  const { t } = useTranslation("account");
  const location = useLocation();
  const social = useSocialSignIn();
  const [leaving, setLeaving] = useState<SocialProvider | null>(null);
  const offered = PROVIDERS.filter((provider) => social.available(provider));
  // Back where the visitor was, except from the account pages, which have nothing left to do once signed in.
  const here = /^\/(login|register)/.test(location.pathname) ? "/" : `${location.pathname}${location.search}`;

  const go = (provider: SocialProvider) => {
    setLeaving(provider);
    if (!social.start(provider, "LOGIN", { returnTo: returnTo ?? here, rememberMe, acceptsTerms: true })) setLeaving(null);
  };

  return (
    <div className="social-buttons" role="group" aria-label={t("social_login")}>
      {PROVIDERS.map((provider) => {
        const available = offered.includes(provider);
        return (
          <button
            key={provider}
            type="button"
            className="btn btn-secondary"
            disabled={!available || leaving !== null}
            aria-busy={leaving === provider}
            aria-describedby={available ? "social-terms" : "social-unavailable"}
            onClick={() => go(provider)}
          >
            {provider === "GOOGLE" ? t("continue_google") : t("continue_facebook")}
          </button>
        );
      })}
      {offered.length > 0 && (
        <p id="social-terms" className="muted small" data-testid="social-terms">
          <Trans
            t={t}
            i18nKey="social_accept_terms"
            components={{ terms: <Link to={pathTo("Terms")} />, privacy: <Link to={pathTo("Terms", undefined, "privacy")} />, aml: <Link to={pathTo("Terms", undefined, "aml")} /> }}
          />
        </p>
      )}
      {offered.length < PROVIDERS.length && (
        <p id="social-unavailable" className="muted small">
          {t("social_unavailable")}
        </p>
      )}
    </div>
  );
}
