import { useTranslation } from "react-i18next";
import { riskLevelRange, SUITABILITY_RISK_LEVELS, type SuitabilityRiskLevel } from "@core/assessment/risk-level";
import { SUITABILITY_MAX_SCORE } from "@core/assessment/suitability-questions";

const CX = 120;
const CY = 120;
const R = 96;
const WIDTH = 22;

// A score's point on the half circle: 0 at the left end, the maximum at the right end.
function pointAt(score: number, radius: number): [number, number] {
  const angle = Math.PI * (1 - Math.min(Math.max(score, 0), SUITABILITY_MAX_SCORE) / SUITABILITY_MAX_SCORE);
  return [CX + radius * Math.cos(angle), CY - radius * Math.sin(angle)];
}

// The arc of one level's band, from its lowest score to the next level's lowest (no gaps between bands).
function bandPath(level: SuitabilityRiskLevel): string {
  const { from, to } = riskLevelRange(level);
  const [x1, y1] = pointAt(from === 0 ? 0 : from - 1, R);
  const [x2, y2] = pointAt(to, R);
  return `M ${x1.toFixed(2)} ${y1.toFixed(2)} A ${R} ${R} 0 0 1 ${x2.toFixed(2)} ${y2.toFixed(2)}`;
}

/** A half-circle risk gauge of the score, with the four levels' bands and a needle at the score. */
export function SuitabilityGauge({ score, level }: Readonly<{ score: number; level: SuitabilityRiskLevel }>) {
  const { t } = useTranslation("suitability");
  const [nx, ny] = pointAt(score, R - WIDTH);
  const label = t("gauge_label", { score, max: SUITABILITY_MAX_SCORE, level: t(`level_${level}`) });
  return (
    <figure className="suit-gauge">
      <svg viewBox="0 0 240 140" role="img" aria-label={label} className="suit-gauge-svg">
        <title>{label}</title>
        {SUITABILITY_RISK_LEVELS.map((band) => (
          <path key={band} d={bandPath(band)} className={`suit-band suit-band-${band}${band === level ? " is-current" : ""}`} fill="none" strokeWidth={WIDTH} />
        ))}
        <line x1={CX} y1={CY} x2={nx} y2={ny} className="suit-needle" strokeWidth={5} strokeLinecap="round" />
        <circle cx={CX} cy={CY} r={9} className="suit-needle-hub" />
        <text x={CX} y={CY - 30} textAnchor="middle" className="suit-gauge-score" aria-hidden="true">
          {score}
        </text>
      </svg>
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
