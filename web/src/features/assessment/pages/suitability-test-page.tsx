import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadingBlock } from "@/components";
import { Page } from "@/components/page";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useSession } from "@/lib/session/use-session";
import { PartnerPlatformCard } from "../components/partner-platform-card";
import { SuitabilityForm } from "../components/suitability-form";
import { SuitabilityResult } from "../components/suitability-result";
import "../components/suitability.css";

/**
 * SuitabilityTest: the 14-question form until the test is taken (or when retaken), then the
 * summary with the risk gauge. The route's guard sends visitors to Login and inactive users to
 * Exchange. When a partner platform is configured, a card offers it as another place to take the
 * test while the test is not taken (decisions.md: where tests are taken).
 */
export default function SuitabilityTestPage() {
  const { t } = useTranslation(["suitability", "common"]);
  const { profile, user, loading, refreshProfile } = useSession();
  const { partnerPlatformUrl } = useService(TOKENS.Config);
  const [retaking, setRetaking] = useState(false);
  const [submitted, setSubmitted] = useState<number | null>(null);
  const score = submitted ?? profile?.suitabilityTestPoint ?? null;
  // The profile says whether the test is taken: wait for it, asking once if nobody is loading it.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (profile !== null || loading || asked) return;
    setAsked(true);
    void refreshProfile();
  }, [profile, loading, asked]);

  let body;
  if (user === null || (profile === null && (loading || !asked))) body = <LoadingBlock label={t("common:loading")} />;
  else if (score !== null && !retaking) {
    body = <SuitabilityResult score={score} inviteKnowledgeTest={profile?.knowledgeTestPoint == null} focus={submitted !== null} onRetake={() => setRetaking(true)} />;
  } else {
    body = (
      <>
        <p>{t("intro")}</p>
        {score === null && partnerPlatformUrl !== null && <PartnerPlatformCard url={partnerPlatformUrl} test="suitability" />}
        <SuitabilityForm
          userId={user.id}
          onSubmitted={(result) => {
            setSubmitted(result.suitabilityTestPoint);
            setRetaking(false);
            void refreshProfile();
          }}
        />
      </>
    );
  }
  return <Page title={t("title")}>{body}</Page>;
}
