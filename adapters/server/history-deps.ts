import type { LeaderboardCampaign } from "../../core/history/leaderboard-campaign";
import type { TradePricesPort } from "../../core/ports/trade-events.port";
import type { TradeStoragePort } from "../../core/ports/trade-storage.port";

/** The history routes' ports: trade storage, prices (null without a chain: volume checks answer 503), the campaign window. */
export type HistoryServerDeps = Readonly<{ trades: TradeStoragePort; prices: TradePricesPort | null; campaign: LeaderboardCampaign }>;
