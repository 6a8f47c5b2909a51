/** A service whose code loads on first use: the loader answers the same promise every time. */
export type Lazy<T> = () => Promise<T>;

/**
 * A loader that runs `load` (a dynamic `import()` and the service's construction) once and keeps
 * its promise; a failed download is tried again on the next call. The container binds these for
 * API ports only lazily loaded pages use, so their code stays out of the first bundle.
 * @example bind(TOKENS.KycApi, () => lazyService(() => import("./kyc-port-module").then((m) => m.createKycApi(api))));
 */
export function lazyService<T>(load: () => Promise<T>): Lazy<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
