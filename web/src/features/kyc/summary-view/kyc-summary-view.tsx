import { useTranslation } from "react-i18next";
import { ORGANIZATION_DOCUMENT_FIELDS } from "@core/kyc/documents";
import type { CustomerType } from "@core/kyc/kyc-constants";
import type { KycForm } from "@core/kyc/kyc-form.schema";
import type { KycLists } from "../fields/form-binding";
import { summaryFormat } from "./summary-format";
import { SummarySection, type RenderKycDocument, type SummaryRow } from "./summary-section";
import "./kyc-summary.css";

/** What the summary shows: the form (wizard state, or a submission read back with formFromSubmission), its customer type, the lists for labels. */
export type KycSummaryViewProps = Readonly<{
  form: KycForm;
  customerType: CustomerType | null | undefined;
  lists: KycLists;
  /** One document entry: its file name (the wizard) or a link to the stored document (the summary page). */
  renderDocument: RenderKycDocument;
}>;

/**
 * Everything entered, by section (spec 2 step 4): personal customers by person, work, address,
 * identity and US-person answers; organizations by company, representative, addresses, identity
 * and company documents. Files are listed by name within their section; the expiry shows the
 * lifetime indicator for a lifetime ID card.
 */
export function KycSummaryView({ form, customerType, lists, renderDocument }: KycSummaryViewProps) {
  const { t, i18n } = useTranslation("kyc");
  const v = summaryFormat(form, lists, t, i18n.language);
  const organization = customerType === "Organization";
  const card = form.typeOfCard === "ID Card" ? "idCard" : "passport";
  const section = (title: string, rows: SummaryRow[], documents?: Parameters<typeof SummarySection>[0]["documents"]) => (
    <SummarySection title={title} rows={rows} documents={documents} form={form} renderDocument={renderDocument} />
  );
  const person: SummaryRow[] = [
    [t("summary_name"), v.name()],
    [t("summary_name_thai"), v.name(true)],
    [t("field_gender"), v.option("gender")],
    [t("field_maritalStatus"), v.option("maritalStatus")],
    [t("field_birthdate"), v.text("birthdate")],
    [t("field_tel"), v.text("tel")],
    [t("field_career"), v.occupation()],
    [t("summary_workplace"), [v.text("workingAtCompanyName"), v.address("workingAtCompany")].filter(Boolean).join(", ")],
  ];
  return (
    <div className="kyc-summary">
      {section(t("summary_section_customer"), [
        [t("field_nationality"), v.text("nationality")],
        [t("field_customerType"), v.option("customerType")],
        ...(organization ? [] : person.slice(0, 6)),
      ])}
      {organization
        ? section(t("summary_section_organization"), [
            [t("field_orgCompanyName"), v.text("orgCompanyName")],
            [t("field_orgTaxId"), v.text("orgTaxId")],
            [t("summary_section_address"), v.address("org")],
            [t("field_orgTel"), v.text("orgTel")],
            [t("field_orgBusinessType"), v.businessType()],
            [t("field_averageIncome"), v.income()],
          ])
        : section(t("summary_section_work"), [person[6]!, [t("field_averageIncome"), v.income()], person[7]!], ["proofOfIncome", "assetOwnership"])}
      {organization && section(t("summary_section_representative"), person, ["proofOfIncome", "assetOwnership"])}
      {section(t("summary_section_address"), [
        [t(organization ? "section_origin_address_representative" : "section_origin_address"), v.address("origin")],
        [t(organization ? "section_current_address_representative" : "section_current_address"), v.address("current")],
      ])}
      {section(
        t("summary_section_identity"),
        [
          [t("field_typeOfCard"), v.option("typeOfCard")],
          [t(`field_identificationId_${card}`), v.text("identificationId")],
          [t("field_laserCode"), v.text("laserCode")],
          [t("field_issueDateOfId"), v.text("issueDateOfId")],
          [t("field_expireDateOfId"), v.expiry()],
        ],
        ["identificationPicture", "selfIdentificationPicture", "governmentIssued"],
      )}
      {section(t("summary_section_us"), [
        [t("field_isAmerican"), v.yesNo("isAmerican")],
        [t("field_isAmericanForPayTax"), v.yesNo("isAmericanForPayTax")],
        [t("field_americanTaxId"), v.text("americanTaxId")],
      ])}
      {organization && section(t("summary_section_documents"), [], ORGANIZATION_DOCUMENT_FIELDS)}
    </div>
  );
}
