import type { LegalDocumentVersion } from "./legal-document.schema";

/** A swap venue the router trades on (spec 3: the list of connected exchanges), from the deployment file. */
export type ConnectedExchange = Readonly<{ name: string; tradingProxyIndex: number }>;

/** What the footer's documents show besides the legal texts themselves. */
export type LegalDisclosures = Readonly<{
  documents: readonly LegalDocumentVersion[];
  /** The chain the exchanges are on; null when the server runs without one. */
  network: Readonly<{ chainId: number; name: string }> | null;
  connectedExchanges: readonly ConnectedExchange[];
  /** The annual financial statements page; null until the operator publishes one. */
  financialStatementsUrl: string | null;
}>;
