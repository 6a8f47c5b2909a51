import { useTranslation } from "react-i18next";
import { pathText, routeSummary, type RoutePathView } from "@core/exchange/route-summary";
import type { QuoteSummary } from "../model/card-summary";

// A narrow card wraps a long route between venues, never inside a venue's name ("Uniswap V3 0.05 %").
const unbroken = (path: RoutePathView): RoutePathView => ({ ...path, steps: path.steps.map((s) => ({ ...s, venues: s.venues.map((v) => v.replace(/ /g, "\u00a0")) })) });

/**
 * The route of a quote as the core presents it: one path on one line as before (one venue, a split
 * "A + B", hops "A → B"); several paths as a list, each with its share of the amount.
 */
export function RouteFact({ trade, tokens }: QuoteSummary["route"]) {
  const { t } = useTranslation("exchange");
  const { paths } = routeSummary(trade, tokens);
  if (paths.length === 1) return pathText(paths[0]!);
  return (
    <ol className="xc-route-paths" aria-label={t("route_paths", { paths: paths.length })}>
      {paths.map((path, i) => (
        <li key={i}>{t("route_path", { share: path.share, path: pathText(unbroken(path)) })}</li>
      ))}
    </ol>
  );
}
