/** The EIP-1193 request interface every browser wallet (and Hardhat's provider) exposes. */
export type Eip1193Provider = {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
};

/** The EIP-1193 error code a wallet returns when the user declines. */
export const USER_REJECTED_CODE = 4001;
/** The code a wallet returns to wallet_switchEthereumChain when it does not know the chain. */
export const UNRECOGNIZED_CHAIN_CODE = 4902;

/** The numeric `code` of an EIP-1193 error, looking through wrappers some wallets add (data.originalError). */
export function eip1193ErrorCode(error: unknown): number | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === "object" && current !== null; depth++) {
    const { code, data } = current as { code?: unknown; data?: unknown };
    if (typeof code === "number" && code !== -32603) return code;
    current = (data as { originalError?: unknown } | undefined)?.originalError ?? data;
  }
  return typeof (error as { code?: unknown })?.code === "number" ? ((error as { code: number }).code) : null;
}
