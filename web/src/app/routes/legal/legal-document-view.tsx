import { useTranslation } from "react-i18next";
import type { LegalDocument } from "@core/legal/legal-document.schema";

/** An ISO day (YYYY-MM-DD) as the app writes dates: DD-MM-YYYY (spec 3 section 9). */
export function dayMonthYear(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${day}-${month}-${year}`;
}

/** One legal document as a section of the legal page; its kind is the anchor (#terms, #privacy...). */
export function LegalDocumentView({ document }: Readonly<{ document: LegalDocument }>) {
  const { t } = useTranslation("common");
  const headingId = `${document.kind}-title`;
  return (
    <section id={document.kind} className="legal-document" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId}>{document.title}</h2>
      <p className="muted small" data-testid={`legal-version-${document.kind}`}>
        {t("legal_version", { version: document.version, date: dayMonthYear(document.effectiveDate) })}
      </p>
      <p className="legal-summary">{document.summary}</p>
      {document.sections.map((section) => (
        <section key={section.id} id={`${document.kind}-${section.id}`} className="legal-section" aria-labelledby={`${document.kind}-${section.id}-title`}>
          <h3 id={`${document.kind}-${section.id}-title`}>{section.heading}</h3>
          {section.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {section.items.length > 0 && (
            <ul>
              {section.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="legal-back">
        <a href="#contents">{t("legal_back_to_contents")}</a>
      </p>
    </section>
  );
}
