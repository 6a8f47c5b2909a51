/**
 * Registers the KYC operator in a fresh DATA_DIR through the real registration route, before the
 * stack starts: the server grants ADMIN_EMAILS their role only to users that exist when it starts.
 * Run as its own process (tsx); prints one JSON line `{"seeded":true,"email":...}`.
 */
import { createAccountApi } from "../../../adapters/http-client/account.api";
import { createApiClient } from "../../../adapters/http-client/api-client";
import { startServer } from "../../../adapters/server/main";

async function main(): Promise<void> {
  const email = process.env.E2E_OPERATOR_EMAIL;
  const password = process.env.E2E_OPERATOR_PASSWORD;
  if (!email || !password) throw new Error("E2E_OPERATOR_EMAIL and E2E_OPERATOR_PASSWORD are required");
  // No chain here: port 9 (discard) refuses at once, so the market routes are simply off.
  const server = await startServer({ ...process.env, PORT: "0", RPC_URL: "http://127.0.0.1:9", LOG_LEVEL: "warn" });
  try {
    const api = createApiClient({ baseUrl: `${server.origin}/v1/api`, getToken: () => null });
    // The registration route's defaults: the newsletter on, English mails.
    const registered = await createAccountApi(api).register({
      email,
      password,
      isSubscribeNews: true,
      acceptedTerms: true,
      language: "en",
      captchaToken: server.config.captchaTestToken,
    });
    if (registered.isErr()) throw new Error(`operator registration refused: ${JSON.stringify(registered.error)}`);
  } finally {
    await server.stop();
  }
  process.stdout.write(`${JSON.stringify({ seeded: true, email })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`seed-operator: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
