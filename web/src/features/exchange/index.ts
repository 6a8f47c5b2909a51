// The exchange feature: only the trading card leaves it (the Exchange page composes features).
export { TradingCard, type TradingCardProps } from "./components/trading-card";
