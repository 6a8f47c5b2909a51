import { ResultAsync } from "neverthrow";
import type { ApiError } from "@core/ports/api.errors";
import type { KycApiPort } from "@core/ports/kyc-api.port";
import { useLoad, type Load } from "@/components/use-load";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService } from "@/lib/services/use-service";
import type { KycReferenceData } from "../fields/form-binding";

/**
 * The reference lists of the KYC form, fetched together (spec 2 section 7): the rules read them
 * as `reference`, the fields show them with their labels as `lists`. The wizard and the edit form
 * both load them this way.
 */
export function fetchKycReference(kyc: KycApiPort): ResultAsync<KycReferenceData, ApiError> {
  return ResultAsync.combine([
    kyc.referenceList("countries"),
    kyc.referenceList("provincesInThailand"),
    kyc.referenceList("occupationList"),
    kyc.referenceList("businessList"),
    kyc.referenceList("averageIncomeList"),
    kyc.referenceList("thaiPostcodes"),
  ] as const).map(([countries, provincesInThailand, occupationList, businessList, averageIncomeList, thaiPostcodes]) => ({
    reference: { countries: [...countries], provinces: [...provincesInThailand], occupations: [...occupationList], businessTypes: [...businessList], averageIncomes: [...averageIncomeList] },
    lists: { countries, provincesInThailand, occupationList, businessList, averageIncomeList, thaiPostcodes },
  }));
}

/** The wizard's reference lists. */
export function useKycReference(): Load<KycReferenceData> {
  const kyc = useLazyService(TOKENS.KycApi);
  return useLoad(() => fetchKycReference(kyc), "kyc-reference");
}
