import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { pathTo } from "@/config/paths";
import { LoadingBlock } from "@/components";
import { Page } from "@/components/page";
import { kycEntryRoute, kycStatusText } from "@/lib/kyc/kyc-status";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService, useService } from "@/lib/services/use-service";
import { useSession } from "@/lib/session/use-session";
import { EmailChange } from "../components/email-change";
import { NewsletterSetting } from "../components/newsletter-setting";
import { ProfileDetailsForm } from "../components/profile-details-form";
import { SocialAccounts } from "../components/social-accounts";
import { TwoFactorSetting } from "../components/two-factor-setting";
import "../components/profile.css";

/**
 * UserProfile (spec 1): picture, display name and email (changed in a modal that re-authenticates); the KUL balance
 * (#user-profile-token-balance); the newsletter and 2FA switches; the connected Google and
 * Facebook accounts (#section-social-connect); entries to KYC and both tests. Every change reloads
 * the session's profile, so the header follows.
 */
export default function ProfilePage() {
  const { t } = useTranslation(["profile", "account", "common"]);
  const { profile, refreshProfile } = useSession();
  const account = useLazyService(TOKENS.AccountApi);
  const { apiBaseUrl } = useService(TOKENS.Config);
  const { hash } = useLocation();
  const ready = profile !== null;

  // The spec's hash sections: scrolled to once the profile shows them.
  useEffect(() => {
    if (ready && hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: "start" });
  }, [ready, hash]);

  if (profile === null) {
    return (
      <Page title={t("title")}>
        <LoadingBlock label={t("common:loading")} />
      </Page>
    );
  }
  // Stored pictures come as a path under the API; a provider's photo as a full URL.
  const avatarSrc = profile.profilePicture === null ? null : new URL(profile.profilePicture, `${apiBaseUrl}/`).toString();
  const test = (route: "SuitabilityTest" | "KnowledgeTest", label: string, points: number | null) => (
    <li className="profile-list-row">
      <div>
        <p className="profile-setting-label">{label}</p>
        {points !== null && <p className="muted small profile-hint">{t("test_points", { points })}</p>}
      </div>
      <Link className="btn btn-secondary btn-sm" to={pathTo(route)}>
        {points === null ? t("take_test") : t("retake_test")}
        <span className="visually-hidden"> ({label})</span>
      </Link>
    </li>
  );

  return (
    <Page title={t("title")}>
      <div className="profile-page">
        <div className="profile-card">
          <ProfileDetailsForm key={profile.id} profile={profile} avatarSrc={avatarSrc} account={account} onSaved={refreshProfile} />
          <EmailChange profile={profile} account={account} onChanged={refreshProfile} />
        </div>

        <section id="user-profile-token-balance" className="profile-card profile-balance" aria-labelledby="balance-title">
          <h2 id="balance-title" className="profile-section-title">
            {t("balance_title")}
          </h2>
          <p className="profile-balance-amount">{t("balance_amount", { amount: profile.kulBalance.toLocaleString("en-US") })}</p>
          <p className="muted small profile-hint">{t("balance_hint")}</p>
          <Link to={pathTo("ReferralProgram")}>{t("referral_link")}</Link>
        </section>

        <section className="profile-card" aria-labelledby="settings-title">
          <h2 id="settings-title" className="profile-section-title">
            {t("settings_title")}
          </h2>
          <NewsletterSetting subscribed={profile.isSubscribeNews} account={account} onChanged={refreshProfile} />
          <TwoFactorSetting enabled={profile.isEnabled2FA} account={account} onChanged={refreshProfile} />
        </section>

        <SocialAccounts profile={profile} account={account} onChanged={refreshProfile} />

        <section className="profile-card" aria-labelledby="verification-title">
          <h2 id="verification-title" className="profile-section-title">
            {t("verification_title")}
          </h2>
          <ul className="profile-list">
            <li className="profile-list-row">
              <div>
                <p className="profile-setting-label">{t("kyc")}</p>
                <p className="muted small profile-hint">{kycStatusText(t, profile.kycStatus)}</p>
              </div>
              <Link className="btn btn-secondary btn-sm" to={pathTo(kycEntryRoute(profile.kycStatus))}>
                {t("account:menu_kyc")}
              </Link>
            </li>
            {test("SuitabilityTest", t("suitability_test"), profile.suitabilityTestPoint)}
            {test("KnowledgeTest", t("knowledge_test"), profile.knowledgeTestPoint)}
          </ul>
        </section>
      </div>
    </Page>
  );
}
