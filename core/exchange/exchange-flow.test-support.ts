import type { TraderProfile } from "../account/user";
import type { ExchangeRequest, FlowTrade } from "./exchange-flow.types";
import type { Quote } from "./rate-requester.types";
import { ETH, USDT } from "./rate-requester.test-support";
import { legalUpToDate } from "../legal/legal.fixtures";

/** The time the test quotes are taken. */
export const T0 = Date.UTC(2026, 0, 15, 3, 0, 0);

/** A user who may trade. */
export const ELIGIBLE: TraderProfile = { isActive: true, kycStatus: "APPROVED", suitabilityTestPoint: 20, knowledgeTestPoint: 8, legal: legalUpToDate };

/** A quote of 100 base units for 200. */
export const QUOTE: Quote<null> = { fromAmount: 100n, toAmount: 200n, rate: "2", details: null };

/** A USDT to ETH trade quoted at T0. */
export const TOKEN_TRADE: FlowTrade<null> = { from: USDT, to: ETH, quote: QUOTE, quotedAt: T0 };

/** The request of a USDT to ETH trade, allowance not read yet. */
export const TOKEN_REQUEST: ExchangeRequest<null> = {
  trade: TOKEN_TRADE,
  environment: "swap",
  approvalMode: "UNLIMITED",
  allowance: null,
};

/** The request of an ETH to USDT trade. */
export const ETH_REQUEST: ExchangeRequest<null> = { ...TOKEN_REQUEST, trade: { ...TOKEN_TRADE, from: ETH, to: USDT } };
