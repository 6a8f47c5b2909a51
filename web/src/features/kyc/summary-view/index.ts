// The read-only summary of a KYC form, shared by the wizard's last step and the summary page.
export { KycSummaryView, type KycSummaryViewProps } from "./kyc-summary-view";
export type { RenderKycDocument, SummaryRow } from "./summary-section";
