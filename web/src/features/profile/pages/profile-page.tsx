import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "@/config/paths";
import { kycEntryRoute, kycStatusText } from "@/lib/kyc/kyc-status";
import { useSession } from "@/lib/session/use-session";
import { LoadingBlock } from "@/components";
import { Page } from "@/components/page";

/**
 * UserProfile (minimal): the profile as loaded (name, email, KUL balance, KYC status, tests,
 * newsletter, 2FA) with links to KYC and the tests; editing, avatar upload, social connect and
 * the 2FA modals are not built yet.
 */
export default function ProfilePage() {
  const { t } = useTranslation(["account", "common"]);
  const { profile } = useSession();
  if (profile === null) return <LoadingBlock label={t("common:loading")} />;
  return (
    <Page title={t("profile_title")}>
      <dl className="facts">
        <dt>{t("display_name")}</dt>
        <dd>{profile.displayName}</dd>
        <dt>{t("email")}</dt>
        <dd>{profile.email}</dd>
        <dt id="user-profile-token-balance">{t("kul_balance")}</dt>
        <dd>{t("kul_amount", { amount: profile.kulBalance.toString() })}</dd>
        <dt>{t("kyc")}</dt>
        <dd>
          <Link to={pathTo(kycEntryRoute(profile.kycStatus))}>{kycStatusText(t, profile.kycStatus)}</Link>
        </dd>
        <dt>{t("suitability_test")}</dt>
        <dd>{profile.suitabilityTestPoint === null ? <Link to={pathTo("SuitabilityTest")}>{t("take_test")}</Link> : t("test_points", { points: profile.suitabilityTestPoint })}</dd>
        <dt>{t("knowledge_test")}</dt>
        <dd>{profile.knowledgeTestPoint === null ? <Link to={pathTo("KnowledgeTest")}>{t("take_test")}</Link> : t("test_points", { points: profile.knowledgeTestPoint })}</dd>
        <dt>{t("newsletter")}</dt>
        <dd>{profile.isSubscribeNews ? t("common:yes") : t("common:no")}</dd>
        <dt>{t("two_factor")}</dt>
        <dd>{profile.isEnabled2FA ? t("common:on") : t("common:off")}</dd>
      </dl>
      <section id="section-social-connect" aria-labelledby="social-connect-title">
        <h2 id="social-connect-title">{t("social_connect")}</h2>
        <p>{t("social_connect_status", { google: profile.googleEmail ?? t("not_connected"), facebook: profile.facebookName ?? t("not_connected") })}</p>
      </section>
    </Page>
  );
}
