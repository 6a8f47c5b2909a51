import { z } from "zod";

// The app's CSP (script-src 'self', adapters/server/routes/web-app.routes.ts) forbids eval. Zod
// would probe `new Function` when the first object schema is built, and the browser reports that
// probe as a CSP violation on every load. This must run before any schema is built: main.tsx
// imports it first, and the build puts it in zod's own chunk (web/vite.config.mts), which every
// chunk that builds a schema waits for.
z.config({ jitless: true });
