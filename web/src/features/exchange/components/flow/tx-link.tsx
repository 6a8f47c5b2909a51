import { useTranslation } from "react-i18next";
import { shortHex } from "@core/exchange/format";

/** A transaction's short hash, linked to the block explorer when the network has one (a local chain has none). */
export function TxLink({ hash, explorerUrl }: Readonly<{ hash: string; explorerUrl: string | null }>) {
  const { t } = useTranslation("exchange");
  const short = <code className="xc-hash">{shortHex(hash)}</code>;
  if (!explorerUrl) return short;
  return (
    <a href={`${explorerUrl.replace(/\/+$/, "")}/tx/${hash}`} target="_blank" rel="noopener noreferrer">
      {short}
      <span className="visually-hidden"> {t("view_on_explorer")}</span>
    </a>
  );
}
