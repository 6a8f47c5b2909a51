// The exchange feature: the trading card and the risk notice leave it (the Exchange page composes features).
export { TradingCard, type TradingCardProps } from "./components/trading-card";
export { DexRiskNotice } from "./components/dex-risk-notice";
