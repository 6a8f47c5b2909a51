import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Country } from "@core/assessment/question-6-points";
import { Button } from "@/components";

export type SuitabilityCountriesProps = Readonly<{
  id: string;
  countries: readonly Country[] | null;
  chosen: readonly string[];
  onChange: (chosen: readonly string[]) => void;
}>;

/** Question 6's countries: pick from the reference list, each chosen one shown with its FATF list type. */
export function SuitabilityCountries({ id, countries, chosen, onChange }: SuitabilityCountriesProps) {
  const { t } = useTranslation("suitability");
  const [pick, setPick] = useState("");
  if (countries === null) return <p className="muted" role="status">{t("countries_loading")}</p>;
  const typeOf = new Map(countries.map((c) => [c.en_short_name, c.type]));
  const add = () => {
    if (pick && !chosen.includes(pick)) onChange([...chosen, pick]);
    setPick("");
  };
  return (
    <fieldset className="suit-countries">
      <legend>{t("countries_label")}</legend>
      <p className="muted small" id={`${id}-hint`}>
        {t("countries_hint")}
      </p>
      <div className="suit-country-pick">
        <label htmlFor={`${id}-select`} className="visually-hidden">
          {t("country_select")}
        </label>
        <select id={`${id}-select`} value={pick} onChange={(e) => setPick(e.target.value)} aria-describedby={`${id}-hint`}>
          <option value="">{t("country_choose")}</option>
          {countries
            .filter((c) => !chosen.includes(c.en_short_name))
            .map((c) => (
              <option key={c.en_short_name} value={c.en_short_name}>
                {c.en_short_name}
              </option>
            ))}
        </select>
        <Button variant="secondary" className="btn-sm" onClick={add} disabled={!pick}>
          {t("country_add")}
        </Button>
      </div>
      {chosen.length > 0 && (
        <ul className="suit-country-list">
          {chosen.map((name) => {
            const type = typeOf.get(name) ?? "none";
            return (
              <li key={name}>
                <span>{name}</span>
                <span className={`badge suit-fatf suit-fatf-${type}`}>{t(`fatf_${type}`)}</span>
                <button type="button" className="link-button" onClick={() => onChange(chosen.filter((c) => c !== name))} aria-label={t("country_remove", { country: name })}>
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
