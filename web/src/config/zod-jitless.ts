import { config } from "zod/mini";

// The app's CSP (script-src 'self', adapters/server/routes/web-app.routes.ts) forbids eval. Zod
// would probe `new Function` when the first object schema is built, and the browser reports that
// probe as a CSP violation on every load. This must run before any schema is built: main.tsx
// imports it first. The setting is zod's one global config, shared by zod/mini (the schemas the
// first page reads) and the full zod API (the chunks that load later).
config({ jitless: true });
