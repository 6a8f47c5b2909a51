import type { KycStatus } from "@core/account/user";

// One stroke icon per status (24 px box), drawn in the panel's colour (currentColor).
const PATHS: Readonly<Record<KycStatus, string>> = {
  UNVERIFIED: "M12 8v5m0 3h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
  VERIFYING: "M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
  REQUEST_CHANGE: "M4 20h4L19 9l-4-4L4 16v4zm9-13 4 4",
  APPROVED: "M8 12.5l3 3 5-6M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
  REJECTED: "M9 9l6 6m0-6-6 6M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
};

/** The status's icon; decorative, as the tag next to it names the status in words. */
export function KycStatusIcon({ status }: Readonly<{ status: KycStatus }>) {
  return (
    <svg className="kyc-status-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={PATHS[status]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
