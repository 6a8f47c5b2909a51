import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { KycDocumentField } from "@core/kyc/documents";
import type { KycFile, KycForm } from "@core/kyc/kyc-form.schema";

/** One line of a summary: its label and value (rows without a value are left out). */
export type SummaryRow = Readonly<[label: string, value: string]>;

/** How a document entry shows: the wizard writes the picked file's name (and its upload), the summary page links to the stored one. */
export type RenderKycDocument = (field: KycDocumentField, value: KycFile) => ReactNode;

/** A titled group of the summary: its rows, then its files by name. */
export function SummarySection({ title, rows, documents, form, renderDocument }: Readonly<{ title: string; rows: readonly SummaryRow[]; documents?: readonly KycDocumentField[]; form: KycForm; renderDocument: RenderKycDocument }>) {
  const { t } = useTranslation("kyc");
  const id = useId();
  const shownRows = rows.filter(([, value]) => value !== "");
  const files = (documents ?? []).filter((field) => form[field] !== undefined && form[field] !== "");
  if (shownRows.length === 0 && files.length === 0) return null;
  return (
    <section className="kyc-summary-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <dl className="kyc-summary-list">
        {shownRows.map(([label, value]) => (
          <div key={label} className="kyc-summary-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {files.length > 0 && (
          <div className="kyc-summary-row">
            <dt>{t("summary_files")}</dt>
            <dd>
              <ul className="kyc-summary-files">
                {files.map((field) => (
                  <li key={field}>
                    <span className="kyc-summary-file-label">{t(`field_${field}`)}: </span>
                    {renderDocument(field, form[field]!)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
