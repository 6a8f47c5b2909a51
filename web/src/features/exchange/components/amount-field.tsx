import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AmountInputProblem } from "@core/exchange/amount-input";
import { formatSignificant } from "@core/exchange/format";
import type { Token } from "@core/exchange/tokens";
import { TokenIcon } from "@/components/token-icon";

/** Props of one side of the card: the amount input, its token button and the balance. */
export type AmountFieldProps = Readonly<{
  side: "from" | "to";
  token: Token;
  value: string;
  onChange: (text: string) => void;
  onPickToken: () => void;
  /** The wallet's balance of the token; null while unknown or without a wallet. */
  balance: bigint | null;
  /** Shown on the from side only: fills the largest amount that can be sold. */
  onMax?: () => void;
  busy?: boolean;
  /** What is wrong with the typed amount (too many decimals for the token...), shown under the field. */
  problem?: AmountInputProblem | null;
}>;

/** One amount row of the trading card ("From amount" / "To amount"), labelled for screen readers. */
export function AmountField({ side, token, value, onChange, onPickToken, balance, onMax, busy = false, problem = null }: AmountFieldProps) {
  const { t } = useTranslation(["exchange", "errors"]);
  const id = useId();
  const problemId = useId();
  return (
    <div className="xc-field">
      <div className="xc-field-top">
        <label htmlFor={id} className="xc-field-label">
          {t(side === "from" ? "from_amount" : "to_amount")}
        </label>
        {balance !== null && (
          <span className="xc-balance">
            {t("balance", { amount: formatSignificant(balance, token.decimals, 8, { group: true }), code: token.code })}
            {onMax && (
              <button type="button" className="xc-link-button" onClick={onMax}>
                {t("max")}
              </button>
            )}
          </span>
        )}
      </div>
      <div className="xc-field-row">
        <input
          id={id}
          className="xc-amount-input"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0.0"
          value={value}
          aria-busy={busy || undefined}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => onChange(e.target.value.replace(",", "."))}
        />
        {/* The name is the visible code with a hidden prefix ("From token: ETH"), so what is seen is what is said (WCAG 2.5.3). */}
        <button type="button" className="xc-token-button" onClick={onPickToken}>
          <TokenIcon code={token.code} size={28} />
          <span className="visually-hidden">{t(side === "from" ? "token_prefix_from" : "token_prefix_to")} </span>
          <span>{token.code}</span>
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {problem && (
        <p id={problemId} className="xc-error" role="alert">
          {t(`errors:${problem.code}`, { ...problem })}
        </p>
      )}
    </div>
  );
}
