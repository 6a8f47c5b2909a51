import { z } from "zod";

// The app's CSP (script-src 'self', adapters/server/routes/web-app.routes.ts) forbids eval. Zod
// would probe `new Function` when the first object schema is built, and the browser reports that
// probe as a CSP violation on every load. main.tsx imports this module first, before any schema.
z.config({ jitless: true });
