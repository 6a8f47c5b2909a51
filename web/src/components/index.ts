// The shared UI every feature may use. The dialog (./modal) is imported from its own file: every
// dialog opens on demand, and through this index it would load with every page's first JavaScript.
export { Button, type ButtonProps } from "./button";
export { Spinner, LoadingBlock } from "./spinner";
export { Skeleton } from "./skeleton";
export { BackToTop } from "./back-to-top";
export { ErrorBoundary } from "./error-boundary";
export { useScrolledPast } from "./use-scrolled-past";
export { useMediaQuery, MOBILE_QUERY } from "./use-media-query";
export { RegionErrorFallback } from "./region-error-fallback";
