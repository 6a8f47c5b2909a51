/**
 * The hosts WalletConnect's wallet modal (Reown AppKit, loaded by @walletconnect/ethereum-provider)
 * reaches, by CSP directive: the project and wallet-list API, the relay, the Verify API (a public
 * key by fetch, the attestation in a hidden frame), and the modal's fonts. Its wallet images come
 * from that API as blobs, which img-src allows already. Reown's CSP guide lists more (email and
 * social login frames, push, notify, Coinbase's relay): the modal here is opened with email and
 * social login off and the SDK's telemetry off (web/src/lib/wallet/walletconnect.ts), so none of
 * them is called, and none is allowed.
 */
export const WALLETCONNECT_SOURCES = {
  connect: [
    "https://api.web3modal.org",
    "wss://relay.walletconnect.org",
    "wss://relay.walletconnect.com",
    "https://verify.walletconnect.org",
    "https://verify.walletconnect.com",
  ],
  frame: ["https://verify.walletconnect.org", "https://verify.walletconnect.com"],
  font: ["https://fonts.reown.com"],
} as const;

/** What the page's policy depends on: the RPC node, production, WalletConnect, the inline scripts. */
export type WebAppCspOptions = Readonly<{
  rpcUrl: string;
  production: boolean;
  /** A WalletConnect project id is configured: the wallet modal's hosts are allowed, and only then. */
  walletConnect?: boolean;
  /** 'sha256-...' sources of the built pages' inline scripts. */
  scriptHashes?: readonly string[];
}>;

/**
 * The web app's Content-Security-Policy. The pages call the API (same origin) and the chain's RPC
 * node (read-only calls); with a WalletConnect project id, also the wallet modal's hosts
 * (WALLETCONNECT_SOURCES), named one by one. Inline scripts run only when their hash is listed.
 * Images may come from any https origin: a profile picture from Google or Facebook is a URL on
 * their content networks.
 * @example webAppCsp({ rpcUrl: "http://127.0.0.1:8545", production: false, walletConnect: true })
 */
export function webAppCsp(options: WebAppCspOptions): string {
  const wc = options.walletConnect === true;
  const rpc = new URL(options.rpcUrl).origin;
  const list = (directive: string, sources: readonly string[]) => [directive, ...new Set(sources)].join(" ");
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    list("script-src", ["'self'", ...(options.scriptHashes ?? [])]),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    list("font-src", ["'self'", "data:", ...(wc ? WALLETCONNECT_SOURCES.font : [])]),
    list("connect-src", ["'self'", rpc, ...(wc ? WALLETCONNECT_SOURCES.connect : [])]),
    list("frame-src", ["'self'", ...(wc ? WALLETCONNECT_SOURCES.frame : [])]),
    ...(options.production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
