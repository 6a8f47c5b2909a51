import { useState } from "react";
import { useTranslation } from "react-i18next";
import { KNOWLEDGE_TEST_SIZE } from "@core/assessment/knowledge-bank";
import type { KnowledgeScore } from "@core/ports/assessment-api.port";
import { LoadingBlock } from "@/components";
import { Page } from "@/components/page";
import { useSession } from "@/lib/session";
import { KnowledgeResult } from "../components/knowledge-result";
import { KnowledgeTestForm } from "../components/knowledge-test-form";
import "../components/knowledge.css";

/**
 * KnowledgeTest: the drawn questions until the test is taken, then 'Knowledge Test Results'; a
 * retake asks the server for a new draw (decisions.md: retakes).
 */
export default function KnowledgeTestPage() {
  const { t } = useTranslation(["knowledge", "common"]);
  const { profile, loading } = useSession();
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
        <KnowledgeTestForm
          focusOnStart={retaking}
          onScored={(score) => {
            setScored(score);
            setRetaking(false);
          }}
        />
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
