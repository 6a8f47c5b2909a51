import { ResultAsync } from "neverthrow";
import type { KycReferenceLists } from "@core/ports/kyc-api.port";
import { useLoad, type Load } from "@/components/use-load";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService } from "@/lib/services/use-service";
import type { KycReferenceData } from "../fields/form-binding";
import { fetchKycReference } from "./use-kyc-reference";

/** What the edit form reads besides the form: the rules' reference lists and the topics' labels. */
export type EditKycReference = KycReferenceData & Readonly<{ topics: KycReferenceLists["kycTopicsList"] }>;

/** Loads the reference lists the edit form validates against and shows, with the topics' labels (spec 2 section 7). */
export function useEditKycReference(): Load<EditKycReference> {
  const kyc = useLazyService(TOKENS.KycApi);
  return useLoad(
    () => ResultAsync.combine([fetchKycReference(kyc), kyc.referenceList("kycTopicsList")] as const).map(([data, topics]) => ({ ...data, topics })),
    "kyc-edit-reference",
  );
}
