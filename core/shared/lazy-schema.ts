/** A page's window: the web app, not Node. */
const IN_BROWSER = typeof (globalThis as { document?: unknown }).document !== "undefined";

/**
 * A schema declared with its builder: in a browser it is built the first time anything reads it,
 * elsewhere (server, CLI, tests in Node) at once. Either way every caller gets the same parse,
 * the same methods and the same `instanceof`.
 *
 * Why: building a zod schema costs about 0.2 ms, and a contract module declares dozens. The web
 * app evaluates every module it imports in one task before its first render, so declaring the
 * answers it may never read (trade history, profile, forms) made that task tens of milliseconds
 * longer. The server builds its schemas at startup: its OpenAPI document comes from
 * `z.toJSONSchema`, which tells schemas apart by identity and so needs the schemas themselves.
 * @example export const successSchema = lazySchema(() => z.object({ success: z.literal(true) }));
 */
export function lazySchema<T extends object>(build: () => T): T {
  return IN_BROWSER ? deferredSchema(build) : build();
}

/**
 * The browser's form of {@link lazySchema}: a stand-in that builds the schema on first read.
 * Exported for its tests, which run in Node.
 */
export function deferredSchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  // The target only stands in for the schema: every trap reads the built schema, so getters and
  // prototype lookups run on it, and methods called through the proxy see the proxy as `this`,
  // which reads through to the same schema.
  return new Proxy(Object.create(null) as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not report a property its target lacks as non-configurable.
      return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}

/**
 * Builds a schema declared with {@link lazySchema} now, if it is not built yet, so that its first
 * parse only parses: a boot step can build while it waits for the answer the schema checks.
 */
export function buildSchemaNow(schema: object): void {
  Reflect.has(schema, "parse");
}

/**
 * A value computed on first call and remembered, for helpers that build several schemas together.
 * @example const wire = once(() => historyShapes(z.string())); export const x = lazySchema(() => wire().page);
 */
export function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}
