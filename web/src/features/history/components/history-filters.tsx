import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ALL_TOKENS, historyQuery, type HistoryFilter, type HistoryQueryError } from "@core/history/history-query";
import { Button } from "@/components/button";
import { errorText } from "@/lib/i18n/error-text";

/** The Search form's values: Bangkok calendar dates (yyyy-mm-dd) and token codes or ALL. */
export type HistoryFormValues = Required<HistoryFilter>;

type Props = Readonly<{
  initial: HistoryFormValues;
  /** The network's token codes offered besides ALL. */
  tokens: readonly string[];
  now: () => number;
  onSearch: (filter: HistoryFormValues) => void;
}>;

/**
 * Start and end date, from and to token (each with ALL) and Search. The dates are checked by the
 * history query's own rule before anything is searched; a wrong one is marked and explained.
 */
export function HistoryFilters({ initial, tokens, now, onSearch }: Props) {
  const { t } = useTranslation(["history", "errors"]);
  const id = useId();
  const [values, setValues] = useState<HistoryFormValues>(initial);
  const [error, setError] = useState<HistoryQueryError | null>(null);
  const set = (field: keyof HistoryFormValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = historyQuery(values, now());
    setError(checked.isErr() ? checked.error : null);
    if (checked.isOk()) onSearch(values);
  };
  // A range error is the start date's to fix; an invalid date is the field it names.
  const wrong = (field: "startDate" | "endDate") => error !== null && (error.code === "HISTORY_DATE_RANGE_INVALID" ? field === "startDate" : error.field === field);
  const errorId = `${id}-error`;
  const dateField = (field: "startDate" | "endDate", label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="date"
        value={values[field]}
        onChange={set(field)}
        required
        aria-invalid={wrong(field) || undefined}
        aria-describedby={wrong(field) ? errorId : undefined}
      />
    </div>
  );
  const tokenField = (field: "fromToken" | "toToken", label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <select id={`${id}-${field}`} value={values[field]} onChange={set(field)}>
        <option value={ALL_TOKENS}>{t("all_tokens")}</option>
        {tokens.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className="hx-filters" role="search" aria-label={t("filters")} onSubmit={submit} noValidate>
      {dateField("startDate", t("start_date"))}
      {dateField("endDate", t("end_date"))}
      {tokenField("fromToken", t("from_token"))}
      {tokenField("toToken", t("to_token"))}
      <Button type="submit" className="hx-search">
        {t("search")}
      </Button>
      {error && (
        <p id={errorId} className="form-error hx-filters-error" role="alert">
          {errorText(t, error.code, error)}
        </p>
      )}
    </form>
  );
}
