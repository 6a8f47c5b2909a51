import { useTranslation } from "react-i18next";
import { riskLevelRange, SUITABILITY_RISK_LEVELS, type SuitabilityRiskLevel } from "@core/assessment/risk-level";
import { SUITABILITY_MAX_SCORE } from "@core/assessment/suitability-questions";
import { HalfGauge } from "@/components/charts/half-gauge";

// A score's place on the scale, 0 at the left end and the maximum at the right end.
const fraction = (score: number) => Math.min(Math.max(score, 0), SUITABILITY_MAX_SCORE) / SUITABILITY_MAX_SCORE;

/** A half-circle risk gauge of the score, with the four levels' bands and a needle at the score. */
export function SuitabilityGauge({ score, level }: Readonly<{ score: number; level: SuitabilityRiskLevel }>) {
  const { t } = useTranslation("suitability");
  const label = t("gauge_label", { score, max: SUITABILITY_MAX_SCORE, level: t(`level_${level}`) });
  // Each band runs from its lowest score to the next band's lowest, so the arc has no gaps.
  const bands = SUITABILITY_RISK_LEVELS.map((band) => {
    const { from, to } = riskLevelRange(band);
    return { key: band, from: fraction(from === 0 ? 0 : from - 1), to: fraction(to), className: `suit-band-${band}`, current: band === level };
  });
  return (
    <figure className="suit-gauge">
      <HalfGauge bands={bands} needle={fraction(score)} valueText={String(score)} label={label} />
      <figcaption>
        <ul className="suit-legend">
          {SUITABILITY_RISK_LEVELS.map((band) => {
            const { from, to } = riskLevelRange(band);
            return (
              <li key={band} className={band === level ? "is-current" : undefined} aria-current={band === level ? "true" : undefined}>
                <span className={`suit-swatch suit-swatch-${band}`} aria-hidden="true" />
                {t("gauge_band", { level: t(`level_${band}`), from, to })}
              </li>
            );
          })}
        </ul>
      </figcaption>
    </figure>
  );
}
