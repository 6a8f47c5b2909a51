/**
 * The local Google and Facebook stand-in (tests/integration/social-issuer.ts) for the browser
 * tests' stack: started by the global setup, whose process keeps the tokens it vouches for, with a
 * loopback mint the test workers ask for a Google id token. The stack's server is pointed at it
 * through GOOGLE_TOKENINFO_URL, GOOGLE_CLIENT_ID, GOOGLE_AUTH_URL, FACEBOOK_GRAPH_URL, FACEBOOK_APP_ID,
 * FACEBOOK_APP_SECRET and FACEBOOK_AUTH_URL; the browser signs in through its authorization pages.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { startSocialIssuer, type IssuedIdentity } from "../../integration/social-issuer";

/** Where the global setup leaves the mint's address for the workers. */
export const SOCIAL_MINT_ENV_KEY = "KUL_E2E_SOCIAL_MINT";

const identitySchema = z.object({ id: z.string().min(1), email: z.string().nullable(), name: z.string().optional() });

/** The issuer, the server env that trusts it, and its mint's address. */
export async function startE2eSocialIssuer(): Promise<{ env: Record<string, string>; mintUrl: string; close: () => Promise<void> }> {
  const issuer = await startSocialIssuer();
  const mint = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const parsed = identitySchema.safeParse((() => { try { return JSON.parse(body) as unknown; } catch { return null; } })());
      if (request.method !== "POST" || request.url !== "/google" || !parsed.success) {
        response.writeHead(400).end();
        return;
      }
      const { id, email, name } = parsed.data;
      const identity: IssuedIdentity = name === undefined ? { id, email } : { id, email, name };
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ idToken: issuer.googleToken(identity) }));
    });
  });
  await new Promise<void>((resolve) => mint.listen(0, "127.0.0.1", resolve));
  const mintUrl = `http://127.0.0.1:${(mint.address() as AddressInfo).port}`;
  return {
    env: { ...issuer.serverEnv },
    mintUrl,
    close: async () => {
      mint.closeAllConnections();
      await new Promise<void>((resolve) => mint.close(() => resolve()));
      await issuer.close();
    },
  };
}

/** A Google id token the stack's server accepts for `identity` (from a test worker). */
export async function googleIdToken(identity: Readonly<{ id: string; email: string | null; name?: string }>): Promise<string> {
  const mintUrl = process.env[SOCIAL_MINT_ENV_KEY];
  if (!mintUrl) throw new Error(`${SOCIAL_MINT_ENV_KEY} is not set: the global setup starts the social issuer`);
  const response = await fetch(`${mintUrl}/google`, { method: "POST", body: JSON.stringify(identity) });
  if (!response.ok) throw new Error(`the social issuer's mint answered ${response.status}`);
  return z.object({ idToken: z.string() }).parse(await response.json()).idToken;
}
