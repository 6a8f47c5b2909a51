import { halfCircleArc, halfCirclePoint, type Point } from "./geometry";
import "./charts.css";

/** One coloured band of the gauge, from and to as fractions of the scale (0 to 1); the caller's class colours it. */
export type GaugeBand = Readonly<{ key: string; from: number; to: number; className: string; current: boolean }>;

/** Props of HalfGauge: the bands, the needle's place (0 to 1), the value written in the middle, the text alternative. */
export type HalfGaugeProps = Readonly<{ bands: readonly GaugeBand[]; needle: number; valueText: string; label: string }>;

const CENTER: Point = [120, 120];
const RADIUS = 96;
const BAND_WIDTH = 22;

/**
 * A half-circle gauge: bands along the arc (the current one stronger), a needle at the value and
 * the value in the middle; an image labelled by `label`, which says what it shows in words.
 */
export function HalfGauge({ bands, needle, valueText, label }: HalfGaugeProps) {
  const [nx, ny] = halfCirclePoint(CENTER, RADIUS - BAND_WIDTH, needle);
  return (
    <svg viewBox="0 0 240 140" role="img" aria-label={label} className="gauge" focusable="false">
      <title>{label}</title>
      {bands.map((band) => (
        <path key={band.key} d={halfCircleArc(CENTER, RADIUS, band.from, band.to)} className={`gauge-band ${band.className}${band.current ? " is-current" : ""}`} strokeWidth={BAND_WIDTH} />
      ))}
      <line x1={CENTER[0]} y1={CENTER[1]} x2={nx} y2={ny} className="gauge-needle" strokeWidth={5} />
      <circle cx={CENTER[0]} cy={CENTER[1]} r={9} className="gauge-hub" />
      <text x={CENTER[0]} y={CENTER[1] - 30} textAnchor="middle" className="gauge-value" aria-hidden="true">
        {valueText}
      </text>
    </svg>
  );
}
