import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { searchNationalities } from "@core/kyc/nationality-search";
import type { Country } from "@core/kyc/reference";
import { ComboboxField } from "./combobox-field";

/** The nationality autocomplete. */
export type NationalityFieldProps = Readonly<{
  value: string | undefined;
  countries: readonly Country[];
  /** Commits the typed or picked text and answers the nationality kept (core's commitNationality keeps only an enabled country's). */
  onCommit: (typed: string) => string | undefined;
  error?: string | null;
  label?: string;
}>;

/**
 * Nationality (spec 2 step 0): the countries filtered by the typed nationality; an unknown text
 * shows "no result found", a disabled country "(not available)" and cannot be picked. Leaving the
 * field commits the text, which the core clears when it matches no enabled country.
 */
export function NationalityField({ value, countries, onCommit, error, label }: NationalityFieldProps) {
  const { t } = useTranslation("kyc");
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);
  const options = searchNationalities(countries, text).map((o) => ({
    key: o.nationality,
    label: o.available ? o.nationality : `${o.nationality} ${t("not_available")}`,
    disabled: !o.available,
  }));
  return (
    <ComboboxField
      name="nationality"
      label={label ?? t("field_nationality")}
      text={text}
      onText={setText}
      options={options}
      emptyText={t("no_result_found")}
      onPick={(nationality) => setText(onCommit(nationality) ?? "")}
      onCommit={() => setText(onCommit(text) ?? "")}
      error={error}
    />
  );
}
