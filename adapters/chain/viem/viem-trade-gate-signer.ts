import { okAsync, ResultAsync } from "neverthrow";
import { privateKeyToAccount } from "viem/accounts";
import type { Address } from "../../../core/ports/chain.port";
import type { TradeAuthorizationMessage, TradeGateSignerError, TradeGateSignerPort } from "../../../core/ports/trade-gate.port";
import {
  TRADE_AUTHORIZATION_TYPES,
  tradeAuthorizationDomain,
} from "../../../contracts/deploy/trade-authorization";

/** The gate key (32 bytes hex) and the router's EIP-712 domain: its chain and address. */
export type LocalTradeGateSignerOptions = Readonly<{ privateKey: `0x${string}`; chainId: number; router: Address }>;

/**
 * The trading gate's signer over a private key held in memory (from the environment). The key
 * never leaves this closure: not logged, not returned, not in errors. A KMS-backed signer
 * implements the same port.
 * @example const signer = createLocalTradeGateSigner({ privateKey, chainId: 31337, router });
 */
export function createLocalTradeGateSigner(options: LocalTradeGateSignerOptions): TradeGateSignerPort & Readonly<{ address: Address }> {
  const account = privateKeyToAccount(options.privateKey);
  const domain = tradeAuthorizationDomain(options.chainId, options.router);
  return {
    chainId: options.chainId,
    router: options.router,
    address: account.address,
    sign(message: TradeAuthorizationMessage) {
      return ResultAsync.fromPromise(
        account.signTypedData({
          domain: { ...domain, verifyingContract: options.router },
          types: TRADE_AUTHORIZATION_TYPES,
          primaryType: "TradeAuthorization",
          message,
        }),
        (): TradeGateSignerError => ({ code: "TRADE_GATE_UNAVAILABLE" }),
      ).andThen((signature) => okAsync(signature));
    },
  };
}
