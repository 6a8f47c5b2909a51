/**
 * Registers and confirms the KYC operator in a fresh DATA_DIR through the real routes, before the
 * stack starts: the server grants ADMIN_EMAILS their role at start only to users whose email is
 * confirmed. Run as its own process (tsx); prints one JSON line `{"seeded":true,"email":...}`.
 */
import { startServer } from "../../../adapters/server/main";
import { traderAccounts } from "../../support/trader-accounts";

async function main(): Promise<void> {
  const email = process.env.E2E_OPERATOR_EMAIL;
  const password = process.env.E2E_OPERATOR_PASSWORD;
  if (!email || !password) throw new Error("E2E_OPERATOR_EMAIL and E2E_OPERATOR_PASSWORD are required");
  // No chain here: port 9 (discard) refuses at once, so the market routes are simply off.
  const server = await startServer({ ...process.env, ENVIRONMENT: "local", PORT: "0", RPC_URL: "http://127.0.0.1:9", LOG_LEVEL: "warn" });
  try {
    // Confirmed from the dev outbox, as a person would click the mailed link.
    await traderAccounts({ origin: server.origin }).confirmedAccount(email, password);
  } finally {
    await server.stop();
  }
  process.stdout.write(`${JSON.stringify({ seeded: true, email })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`seed-operator: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
