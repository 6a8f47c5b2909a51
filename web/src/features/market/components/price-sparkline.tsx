import { useTranslation } from "react-i18next";
import { Sparkline } from "@/components/charts/sparkline";
import { usePriceLines } from "../hooks/use-price-lines";

/** Props of PriceSparkline: the token, and the table's own format for a decimal USD price. */
export type PriceSparklineProps = Readonly<{ code: string; formatPrice: (price: string) => string }>;

/**
 * One token's 24 h price line for its row of the price table, with the day's first, last, low
 * and high prices as its text alternative. Loaded lazily: the table shows before this code and
 * its request. The row hands its price format over rather than this chunk importing it, so the
 * first load's chunks stay as they are.
 */
export default function PriceSparkline({ code, formatPrice }: PriceSparklineProps) {
  const { t } = useTranslation("market");
  const state = usePriceLines();
  if (state.status === "LOADING") return <span className="sparkline-none" aria-hidden="true" />;
  const prices = (state.lines?.tokens.find((line) => line.code.toUpperCase() === code)?.points ?? []).map((p) => p.price);
  if (prices.length < 2) return <Sparkline values={[]} label={t("trend_none", { code })} />;
  // Drawn and compared only: a float is exact enough for a point's height and for picking the extremes.
  const values = prices.map(Number);
  const low = prices[values.indexOf(Math.min(...values))]!;
  const high = prices[values.indexOf(Math.max(...values))]!;
  const label = t("trend_label", { code, first: formatPrice(prices[0]!), last: formatPrice(prices[prices.length - 1]!), low: formatPrice(low), high: formatPrice(high) });
  return <Sparkline values={values} label={label} />;
}
