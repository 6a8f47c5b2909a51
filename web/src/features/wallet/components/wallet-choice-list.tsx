import { useTranslation } from "react-i18next";
import { Button } from "@/components";
import type { WalletChoice } from "@/lib/wallet";
import { WalletIcon } from "@/components/wallet-icon";

type Props = Readonly<{ choices: readonly WalletChoice[]; connecting: string | null; onChoose: (rdns: string) => void }>;

/** The two kinds of wallet (spec 1): browser extensions found on this page, and WalletConnect. */
export function WalletChoiceList({ choices, connecting, onChoose }: Props) {
  const { t } = useTranslation("wallet");
  const browser = choices.filter((c) => c.kind === "BROWSER");
  const mobile = choices.filter((c) => c.kind === "MOBILE");
  const item = (choice: WalletChoice, label: string) => (
    <li key={choice.rdns}>
      <Button variant="secondary" block className="wallet-choice" busy={connecting === choice.rdns} disabled={connecting !== null} onClick={() => onChoose(choice.rdns)}>
        <WalletIcon name={choice.name} icon={choice.icon} />
        <span>{label}</span>
      </Button>
    </li>
  );

  return (
    <div className="wallet-choices">
      <section aria-labelledby="wallet-kind-browser">
        <h3 id="wallet-kind-browser" className="wallet-kind">{t("browser_wallet")}</h3>
        <p className="muted small">{t("browser_wallet_hint")}</p>
        {browser.length > 0 ? <ul className="wallet-choice-list">{browser.map((c) => item(c, c.name))}</ul> : <p role="status">{t("no_browser_wallet")}</p>}
      </section>
      <section aria-labelledby="wallet-kind-mobile">
        <h3 id="wallet-kind-mobile" className="wallet-kind">{t("mobile_wallet")}</h3>
        <p className="muted small">{mobile.length > 0 ? t("mobile_wallet_hint") : t("mobile_wallet_off")}</p>
        {mobile.length > 0 && <ul className="wallet-choice-list">{mobile.map((c) => item(c, t("mobile_wallet")))}</ul>}
      </section>
    </div>
  );
}
