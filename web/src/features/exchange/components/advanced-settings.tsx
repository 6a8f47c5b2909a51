import { useId } from "react";
import { useTranslation } from "react-i18next";
import { GAS_SPEEDS, ESTIMATED_MINUTES, type GasSpeed } from "@core/exchange/gas";
import { formatSlippage, parseSlippage, slippageWarning, SLIPPAGE_PRESETS_BPS } from "@core/exchange/slippage";
import { errorText } from "@/lib/i18n/error-text";
import type { FeeView } from "../model/card-summary";
import { parseDeadline } from "@core/exchange/deadline";

/** What the settings panel edits: the texts as typed (validated here), and the speed. */
export type SettingsDraft = Readonly<{ speed: GasSpeed; slippageText: string; deadlineText: string }>;

/** Props of the advanced settings panel. */
export type AdvancedSettingsProps = Readonly<{
  id: string;
  draft: SettingsDraft;
  onChange: (draft: SettingsDraft) => void;
  /** Fees of the current quote per speed, when there is one. */
  fees: Readonly<Record<GasSpeed, FeeView>> | null;
}>;

/** Transaction speed with its estimated minutes, max price slippage (presets or custom, 0-10 %), and the deadline. */
export function AdvancedSettings({ id, draft, onChange, fees }: AdvancedSettingsProps) {
  const { t } = useTranslation(["exchange", "errors"]);
  const slippageId = useId();
  const deadlineId = useId();
  const slippage = parseSlippage(draft.slippageText);
  const deadline = parseDeadline(draft.deadlineText);
  const warning = slippage.isOk() ? slippageWarning(slippage.value) : null;
  const set = (patch: Partial<SettingsDraft>) => onChange({ ...draft, ...patch });

  return (
    <div id={id} className="xc-settings">
      <fieldset className="xc-fieldset">
        <legend>{t("speed")}</legend>
        <div className="xc-speeds">
          {GAS_SPEEDS.map((speed) => (
            <label key={speed} className={`xc-speed${draft.speed === speed ? " is-active" : ""}`}>
              <input type="radio" name={`${id}-speed`} value={speed} checked={draft.speed === speed} onChange={() => set({ speed })} />
              <span className="xc-speed-name">{t(`speed_${speed}`)}</span>
              <span className="xc-speed-time">{t("under_minutes", { count: fees?.[speed].estimatedMinutes ?? ESTIMATED_MINUTES[speed] })}</span>
              {fees?.[speed].usd && <span className="xc-speed-fee">{t("usd", { value: fees[speed].usd })}</span>}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="xc-fieldset">
        <legend>{t("max_slippage")}</legend>
        <div className="xc-slippage">
          {SLIPPAGE_PRESETS_BPS.map((bps) => (
            <button
              key={bps}
              type="button"
              className="xc-chip"
              aria-pressed={slippage.isOk() && slippage.value === bps}
              onClick={() => set({ slippageText: formatSlippage(bps) })}
            >
              {formatSlippage(bps)}%
            </button>
          ))}
          <span className="xc-suffix-input">
            <label htmlFor={slippageId} className="visually-hidden">
              {t("slippage")}
            </label>
            <input
              id={slippageId}
              inputMode="decimal"
              value={draft.slippageText}
              aria-invalid={slippage.isErr() || undefined}
              aria-describedby={`${slippageId}-note`}
              onChange={(e) => set({ slippageText: e.target.value.replace(",", ".") })}
            />
            <span aria-hidden="true">%</span>
          </span>
        </div>
        <p id={`${slippageId}-note`} className={slippage.isErr() ? "xc-error" : "xc-warning"} role={slippage.isErr() ? "alert" : undefined}>
          {slippage.isErr() ? errorText(t, "SLIPPAGE_OUT_OF_RANGE") : warning ? errorText(t, warning) : ""}
        </p>
      </fieldset>

      <div className="xc-deadline">
        <label htmlFor={deadlineId}>{t("deadline")}</label>
        <input
          id={deadlineId}
          inputMode="numeric"
          value={draft.deadlineText}
          aria-invalid={deadline.isErr() || undefined}
          aria-describedby={`${deadlineId}-note`}
          onChange={(e) => set({ deadlineText: e.target.value })}
        />
        <p id={`${deadlineId}-note`} className="xc-error">
          {deadline.isErr() ? errorText(t, "DEADLINE_OUT_OF_RANGE") : ""}
        </p>
      </div>
    </div>
  );
}
