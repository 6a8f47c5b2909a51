import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatSignificant, shortHex } from "@core/exchange/format";
import { formatUsd } from "@core/exchange/usd";
import { MOBILE_QUERY, Skeleton, useMediaQuery } from "@/components";
import { useBalances, useWallet } from "@/lib/wallet";
import { useAssetProfile } from "../hooks/use-asset-profile";
import { COLLAPSED_ASSETS, holdingsOf } from "../model/asset-holdings";
import { StickyWalletBar } from "./sticky-wallet-bar";
import { TokenIcon } from "@/components/token-icon";
import { WalletIcon } from "@/components/wallet-icon";
import "./market.css";

/**
 * The connected wallet's panel (spec 1 "Assets panel"): provider and "connected", Disconnect,
 * estimated balance in USD, short address, and the token grid (9, or 6 at 768 px or narrower,
 * until See more), ETH first then by USD value. On a wrong network no balance is shown (they
 * would be another chain's): the panel says to switch, as the banner above it does.
 */
export function AssetsPanel() {
  const { t } = useTranslation("market");
  const wallet = useWallet();
  const profile = useAssetProfile();
  const tokens = profile.rows.map((r) => r.address);
  const balances = useBalances(tokens);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [expanded, setExpanded] = useState(false);
  const gridId = useId();
  const titleId = useId();
  if (!wallet.account) return null;

  const loading = profile.status === "LOADING" || balances.status === "LOADING";
  const { assets, totalUsd } = holdingsOf(profile.rows, balances.balances);
  const limit = mobile ? COLLAPSED_ASSETS.mobile : COLLAPSED_ASSETS.wide;
  const shown = expanded ? assets : assets.slice(0, limit);
  const total = `$${formatUsd(totalUsd)}`;
  const address = shortHex(wallet.account);
  const wrongNetwork = wallet.wrongNetwork;

  return (
    <section className="assets-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">{t("assets_title")}</h2>
      <div className="assets-header">
        <span className="assets-provider">
          <WalletIcon name={wallet.wallet?.name ?? "?"} icon={wallet.wallet?.icon ?? null} size={24} />
          <span>{wallet.wallet ? t("connected_with", { name: wallet.wallet.name }) : t("connected")}</span>
        </span>
        <button type="button" className="link-button" onClick={() => void wallet.disconnect()}>{t("disconnect")}</button>
      </div>
      <dl className="assets-summary">
        {!wrongNetwork && (
          <div>
            <dt className="muted small">{t("estimated_balance")}</dt>
            <dd className="assets-total">{loading ? <Skeleton width="8em" height="1.5em" /> : total}</dd>
          </div>
        )}
        <div>
          <dt className="muted small">{t("address")}</dt>
          <dd><code title={wallet.account}>{address}</code></dd>
        </div>
      </dl>
      {wrongNetwork ? (
        <p className="muted">{t("balances_wrong_network", { network: wallet.config?.chainName ?? "" })}</p>
      ) : (
        renderGrid()
      )}
      <StickyWalletBar address={address} total={loading || wrongNetwork ? null : total} />
    </section>
  );

  function renderGrid() {
    return (
      <>
      {balances.error && balances.status === "READY" && <p className="muted small" role="status">{t("balances_stale")}</p>}
      {loading ? (
        <p role="status" className="muted">{t("balances_loading")}</p>
      ) : (
        <ul id={gridId} className="assets-grid">
          {shown.map(({ token, balance, usdValue }) => (
            <li key={token.address} className="asset-item">
              <TokenIcon code={token.code} size={28} />
              <span className="asset-text">
                <span className="token-code">{token.code}</span>
                <span aria-label={t("balance_of", { code: token.code })}>{formatSignificant(balance, token.decimals, 8, { group: true })}</span>
                <span className="muted small">${formatUsd(usdValue)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {!loading && assets.length > limit && (
        <button type="button" className="link-button" aria-expanded={expanded} aria-controls={gridId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t("see_less") : t("see_more")}
        </button>
      )}
      </>
    );
  }
}
