import type { TradeEvent } from "../ports/chain.port";
import type { PricedToken } from "../ports/trade-events.port";
import type { TradeRecord, TradeToken } from "../ports/trade-storage.port";
import { roundDecimal, type Decimal } from "./decimal";
import { thbSatang, tokenUsdValue } from "./thb-value";

const ZERO: Decimal = { units: 0n, scale: 0 };

/** The token at `address` (any letter case), or an unlisted one named by its address (18 decimals). */
export function tradeToken(tokens: readonly PricedToken[], address: string): PricedToken {
  const wanted = address.toLowerCase();
  return tokens.find((t) => t.address.toLowerCase() === wanted) ?? { address: wanted, code: wanted, decimals: 18, usdPrice: null };
}

const side = (t: PricedToken): TradeToken => ({ address: t.address.toLowerCase(), code: t.code, decimals: t.decimals });

/**
 * A Trade event as stored, valued at the given prices: the USD value of what was received, or
 * of what was sold when the received token has no price, in USD cents and THB satang.
 */
export function valueTrade(
  event: TradeEvent,
  blockTimestamp: number,
  tokens: readonly PricedToken[],
  usdThbRate: Decimal,
): TradeRecord {
  const from = tradeToken(tokens, event.srcAsset);
  const to = tradeToken(tokens, event.destAsset);
  const usd =
    to.usdPrice !== null
      ? tokenUsdValue(event.destAmount, to.decimals, to.usdPrice)
      : from.usdPrice !== null
        ? tokenUsdValue(event.srcAmount, from.decimals, from.usdPrice)
        : ZERO;
  return {
    transactionHash: event.transactionHash.toLowerCase(),
    logIndex: event.logIndex,
    blockNumber: event.blockNumber,
    blockTimestamp,
    trader: event.trader.toLowerCase(),
    fromToken: side(from),
    toToken: side(to),
    srcAmount: event.srcAmount,
    destAmount: event.destAmount,
    fee: event.fee,
    usdCents: roundDecimal(usd, 2),
    thbSatang: thbSatang(usd, usdThbRate),
  };
}
