import type { KycApiPort, KycReferenceLists, KycState, KycVerification, UploadedKycDocument } from "../../core/ports/kyc-api.port";
import type { StaticLists } from "../api-contract/reference-data.schema";
import type { ApiClient } from "./api-client";
import { createKycClient } from "./kyc.client";
import { createReferenceDataClient } from "./reference-data.client";

// Every served list fits the form's reference type: the compiler refuses a schema that drifts from it.
type _ListsFit = StaticLists extends KycReferenceLists ? true : never;
const _listsFit: _ListsFit = true;

/**
 * The KycApiPort over the KYC and reference-data clients: each answer checked by its api-contract
 * schema, the success flag dropped.
 * @example const kyc = createKycApi(api); const link = (await kyc.uploadDocument("selfIdentificationPicture", blob))._unsafeUnwrap().link;
 */
export function createKycApi(api: ApiClient): KycApiPort {
  const kyc = createKycClient(api);
  const reference = createReferenceDataClient(api);
  return {
    kycState: () => kyc.getKyc().map(({ success: _success, ...state }): KycState => state),
    verificationLog: () => kyc.getVerification().map(({ success: _success, ...log }): KycVerification => log),
    uploadDocument: (field, file, fileName) =>
      kyc.uploadDocument(field, file, fileName).map(({ success: _success, ...uploaded }): UploadedKycDocument => uploaded),
    submit: (submission) => kyc.submitKyc(submission).map(({ kycStatus }) => kycStatus),
    referenceList: (name) => reference.get(name),
  };
}
