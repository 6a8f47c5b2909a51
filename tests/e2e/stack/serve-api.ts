/**
 * The API server alone (as `npm run serve` starts it), configured from the environment: a second
 * server beside the e2e stack, on the same chain, with settings of its own. Run as its own
 * process (tsx); prints one JSON line `{"serving":"http://127.0.0.1:<port>"}` once it listens,
 * and stops on SIGINT.
 */
import { startServer, stopOnSignals } from "../../../adapters/server/main";

startServer(process.env).then(
  (server) => {
    stopOnSignals(server);
    process.stdout.write(`${JSON.stringify({ serving: server.origin })}\n`);
  },
  (error: unknown) => {
    process.stderr.write(`serve-api: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
