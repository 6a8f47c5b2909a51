import { useTranslation } from "react-i18next";
import { kycFormFromData } from "@core/kyc/edit-form";
import type { KycState } from "@core/ports/kyc-api.port";
import { Skeleton } from "@/components";
import type { Load } from "@/components/use-load";
import { errorText } from "@/lib/i18n/error-text";
import type { EditKycReference } from "../hooks/edit-kyc-reference";
import { KycSummaryView } from "../summary-view";
import { KycDocumentLink } from "./kyc-document-link";

type Props = Readonly<{ state: KycState; reference: Load<EditKycReference> }>;

/**
 * What the user submitted, by customer type (the wizard's summary view), each document a button
 * that downloads the user's own stored file.
 */
export function KycSubmittedSummary({ state, reference }: Props) {
  const { t } = useTranslation(["kyc-summary", "kyc", "errors"]);
  let body;
  if (state.data === null) body = <p className="muted">{t("summary_empty")}</p>;
  else if (reference.status === "loading") body = <Skeleton height="12rem" />;
  else if (reference.status === "error") body = <p role="alert" className="form-error">{errorText(t, reference.code, reference)}</p>;
  else {
    const form = kycFormFromData(state.data);
    // The identity photo is named by the card type, as in the wizard.
    const labelKey = (field: string) => (field === "identificationPicture" ? `kyc:field_${field}_${form.typeOfCard === "Passport" ? "passport" : "idCard"}` : `kyc:field_${field}`);
    body = (
      <KycSummaryView
        form={form}
        customerType={state.customerType}
        lists={reference.value.lists}
        renderDocument={(field, value) => (typeof value === "string" ? <KycDocumentLink link={value} label={t(labelKey(field))} /> : value.name)}
      />
    );
  }
  return (
    <section className="kyc-submitted" aria-labelledby="kyc-submitted-title">
      <h2 id="kyc-submitted-title">{t("summary_title")}</h2>
      {body}
    </section>
  );
}
