import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBoundary, RegionErrorFallback } from "@/components";
import { DexRiskNotice, TradingCard } from "@/features/exchange";
import { AssetsPanel, TokenPriceTable } from "@/features/market";
import { WalletConnector, WrongNetworkBanner } from "@/features/wallet";
import { defaultPairCodes } from "@core/exchange/default-pair";
import { useWallet } from "@/lib/wallet/use-wallet";

type Pair = Readonly<{ from: string; to: string }>;

/**
 * The home page (spec 1 "Exchange home"): the wrong-network banner, the decentralized-exchange
 * risk notice (spec 3, until dismissed), the assets panel (wallet
 * connected) or the wallet connector, the trading card, and the price table whose Buy and Sell
 * buttons set the card's pair. Features never import each other: this page wires them.
 */
export default function ExchangePage() {
  const { t } = useTranslation("common");
  const wallet = useWallet();
  const [pair, setPair] = useState<Pair | undefined>(undefined);
  const region = (node: React.ReactNode) => <ErrorBoundary fallback={(reset) => <RegionErrorFallback reset={reset} />}>{node}</ErrorBoundary>;
  const choose = (side: "BUY" | "SELL") => (code: string) => {
    setPair(defaultPairCodes(side, code));
    document.getElementById("trading-card")?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  return (
    <div className="exchange-page">
      <h1 className="visually-hidden">{t("exchange_heading")}</h1>
      {region(<WrongNetworkBanner />)}
      {region(<DexRiskNotice />)}
      <div className="exchange-grid">
        <section className="exchange-wallet" aria-label={t("wallet_section")}>
          {region(wallet.status === "CONNECTED" ? <AssetsPanel /> : <WalletConnector />)}
        </section>
        <section id="trading-card" className="exchange-card" aria-label={t("trade_section")}>
          {region(<TradingCard pair={pair} onPairChange={setPair} />)}
        </section>
      </div>
      <section className="exchange-prices" aria-label={t("prices_section")}>
        {region(<TokenPriceTable onBuy={choose("BUY")} onSell={choose("SELL")} />)}
      </section>
    </div>
  );
}
