/**
 * The router's trading gate as EIP-712 typed data: what the operator's gate signer signs per trade
 * (contracts/RouterTradeGate.sol). Shared by the server's signer, the deploy scripts and the tests.
 */

/** The EIP-712 domain name and version of KulSwapRouter. */
export const TRADE_AUTHORIZATION_DOMAIN_NAME = "KUL Swap Router";
export const TRADE_AUTHORIZATION_DOMAIN_VERSION = "1";

/** The signed struct, field order as in the contract's type hash. */
export const TRADE_AUTHORIZATION_TYPES = {
  TradeAuthorization: [
    { name: "trader", type: "address" },
    { name: "src", type: "address" },
    { name: "dest", type: "address" },
    { name: "srcAmount", type: "uint256" },
    { name: "authId", type: "uint256" },
    { name: "expiry", type: "uint64" },
  ],
} as const;

/** The fields of one authorization: the trader (the wallet that sends the trade), the pair and amount sold, the id, the expiry. */
export interface TradeAuthorizationMessage {
  readonly trader: string;
  readonly src: string;
  readonly dest: string;
  readonly srcAmount: bigint;
  readonly authId: bigint;
  /** Unix seconds. */
  readonly expiry: bigint;
}

/** What a trade call passes as its last argument (the contract's `TradeAuthorization` calldata struct). */
export interface TradeAuthorizationArg {
  readonly trader: string;
  readonly authId: bigint;
  readonly expiry: bigint;
  readonly signature: string;
}

/** The argument a trade passes while the gate is off. */
export const NO_TRADE_AUTHORIZATION: TradeAuthorizationArg = {
  trader: "0x0000000000000000000000000000000000000000",
  authId: 0n,
  expiry: 0n,
  signature: "0x",
};

/** The EIP-712 domain of the router at `router` on chain `chainId`. */
export function tradeAuthorizationDomain(chainId: bigint | number, router: string) {
  return {
    name: TRADE_AUTHORIZATION_DOMAIN_NAME,
    version: TRADE_AUTHORIZATION_DOMAIN_VERSION,
    chainId: BigInt(chainId),
    verifyingContract: router,
  } as const;
}

/** Anything that signs EIP-712 typed data as ethers v6 signers do. */
export interface TypedDataSigner {
  signTypedData(
    domain: ReturnType<typeof tradeAuthorizationDomain>,
    types: { TradeAuthorization: { name: string; type: string }[] },
    value: Record<string, unknown>,
  ): Promise<string>;
}

/** Signs `message` for the router at `router` on `chainId` and returns the trade call's argument. */
export async function signTradeAuthorization(
  signer: TypedDataSigner,
  chainId: bigint | number,
  router: string,
  message: TradeAuthorizationMessage,
): Promise<TradeAuthorizationArg> {
  const types = { TradeAuthorization: TRADE_AUTHORIZATION_TYPES.TradeAuthorization.map((f) => ({ ...f })) };
  const signature = await signer.signTypedData(tradeAuthorizationDomain(chainId, router), types, { ...message });
  return { trader: message.trader, authId: message.authId, expiry: message.expiry, signature };
}
