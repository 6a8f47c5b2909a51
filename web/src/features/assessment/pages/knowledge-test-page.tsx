import { useState } from "react";
import { useTranslation } from "react-i18next";
import { KNOWLEDGE_TEST_SIZE } from "@core/assessment/knowledge-bank";
import type { KnowledgeScore } from "@core/ports/assessment-api.port";
import { LoadingBlock } from "@/components";
import { Page } from "@/components/page";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useSession } from "@/lib/session";
import { KnowledgeResult } from "../components/knowledge-result";
import { PartnerPlatformCard } from "../components/partner-platform-card";
import { KnowledgeTestForm } from "../components/knowledge-test-form";
import "../components/knowledge.css";

/**
 * KnowledgeTest: the drawn questions until the test is taken, then 'Knowledge Test Results'; a
 * retake asks the server for a new draw (decisions.md: retakes). While the test is not taken, a
 * configured partner platform is offered as another place to take it.
 */
export default function KnowledgeTestPage() {
  const { t } = useTranslation(["knowledge", "common"]);
  const { profile, loading } = useSession();
  const { partnerPlatformUrl } = useService(TOKENS.Config);
  const [scored, setScored] = useState<KnowledgeScore | null>(null);
  const [retaking, setRetaking] = useState(false);
  if (profile === null && loading) {
    return (
      <Page title={t("title")}>
        <LoadingBlock label={t("common:loading")} />
      </Page>
    );
  }
  const points = scored?.knowledgeTestPoint ?? (retaking ? null : (profile?.knowledgeTestPoint ?? null));
  return (
    <Page title={t("title")}>
      {points === null ? (
        <>
          {!retaking && partnerPlatformUrl !== null && <PartnerPlatformCard url={partnerPlatformUrl} test="knowledge" />}
          <KnowledgeTestForm
            focusOnStart={retaking}
            onScored={(score) => {
              setScored(score);
              setRetaking(false);
            }}
          />
        </>
      ) : (
        <KnowledgeResult
          points={points}
          total={scored?.total ?? KNOWLEDGE_TEST_SIZE}
          suitabilityTaken={profile?.suitabilityTestPoint != null}
          focusOnShow={scored !== null}
          onRetake={() => {
            setScored(null);
            setRetaking(true);
          }}
        />
      )}
    </Page>
  );
}
