import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatSignificant } from "@core/exchange/format";
import { searchTokens } from "@core/exchange/token-list";
import { sameToken, type Token } from "@core/exchange/tokens";
import { Modal } from "@/components/modal";
import { TokenIcon } from "@/components/token-icon";

/** Props of the token picker. */
export type TokenSelectModalProps = Readonly<{
  tokens: readonly Token[];
  selected: Token;
  balances: ReadonlyMap<string, bigint>;
  onSelect: (token: Token) => void;
  onClose: () => void;
}>;

/** "Select a token": search by code or name (core's ranking), the wallet's balance beside each token. */
export function TokenSelectModal({ tokens, selected, balances, onSelect, onClose }: TokenSelectModalProps) {
  const { t } = useTranslation("exchange");
  const [query, setQuery] = useState("");
  const searchId = useId();
  const found = useMemo(() => searchTokens(tokens, query), [tokens, query]);
  return (
    <Modal title={t("select_token")} onClose={onClose} size="sm">
      <label htmlFor={searchId} className="visually-hidden">
        {t("search_token")}
      </label>
      <input id={searchId} className="xc-search" type="search" placeholder={t("search_token")} value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      {found.length === 0 ? (
        <p className="xc-empty">{t("no_token_found")}</p>
      ) : (
        <ul className="xc-token-list" aria-label={t("token_list")}>
          {found.map((token) => {
            const balance = balances.get(token.address.toLowerCase());
            const current = sameToken(token, selected);
            return (
              <li key={token.address}>
                <button type="button" className="xc-token-option" aria-current={current || undefined} onClick={() => onSelect(token)}>
                  <TokenIcon code={token.code} size={28} />
                  <span className="xc-token-names">
                    <span className="xc-token-code">{token.code}</span>
                    <span className="xc-token-name">{token.name}</span>
                  </span>
                  {balance !== undefined && <span className="xc-token-balance">{formatSignificant(balance, token.decimals, 8, { group: true })}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
