import { useState } from "react";
import type { KycState, KycVerification } from "@core/ports/kyc-api.port";
import { useLoad, type Load } from "@/components/use-load";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService } from "@/lib/services/use-service";

/** The caller's KYC as the summary shows it: status and form, and the operator's notes. */
export type KycSummaryData = Readonly<{ state: KycState; log: KycVerification }>;

/**
 * Loads the caller's KYC state and verification log together; `reload` asks both again (after a
 * corrected submission, or a retry after a failed load).
 */
export function useKycSummaryData(): Readonly<{ load: Load<KycSummaryData>; reload: () => void }> {
  const kyc = useLazyService(TOKENS.KycApi);
  const [round, setRound] = useState(0);
  const load = useLoad(() => kyc.kycState().andThen((state) => kyc.verificationLog().map((log) => ({ state, log }))), `kyc-summary-${round}`);
  return { load, reload: () => setRound((r) => r + 1) };
}
