// The operator's side of the admin CLI tests: a real server whose ADMIN_EMAILS names one operator,
// the built kul, and that operator onboarded through kul.
import { startTestServer, type TestServer } from "../integration/server-harness";
import { buildKul, removeKul, type KulUser } from "./account-cli-fixture";
import { onboard } from "./account-onboarding";

export type OperatorStack = Readonly<{ server: TestServer; bin: string; ops: KulUser }>;

/**
 * Starts the server and builds kul at once, then onboards `email`. The operator registers after the
 * server started because ADMIN_EMAILS applies when the email is confirmed.
 * @example beforeAll(async () => void ({ server, ops } = await startOperatorStack(OPS)), 120_000);
 */
export async function startOperatorStack(email: string): Promise<OperatorStack> {
  const [server, bin] = await Promise.all([startTestServer({ config: { adminEmails: [email] } }), buildKul()]);
  return { server, bin, ops: await onboard(server.origin, email) };
}

/** Removes the operator's and the other users' kul homes, the built kul, and stops the server. */
export async function stopOperatorStack(stack: Partial<OperatorStack>, others: readonly KulUser[]): Promise<void> {
  [stack.ops, ...others].forEach((user) => user?.remove());
  removeKul();
  await stack.server?.close();
}
