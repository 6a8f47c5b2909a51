import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadKnowledgeBank } from "../../adapters/server/knowledge-bank/knowledge-bank";
import { startTestServer, type TestServer } from "../integration/server-harness";
import { buildKul, removeKul, type KulUser } from "./account-cli-fixture";
import { freshEmail, onboard, PASSWORD } from "./account-onboarding";
import { runOnTerminal } from "./account-pty";

let server: TestServer;
let bin: string;
let user: KulUser;
const email = freshEmail("tty");

beforeAll(async () => {
  [server, bin] = await Promise.all([startTestServer(), buildKul()]);
  user = await onboard(server.origin, email);
}, 120_000);
afterAll(async () => {
  user?.remove();
  removeKul();
  await server.close();
});

describe("kul on a terminal", () => {
  it("asks for the missing email and the password (hidden), then logs in", async () => {
    await user.json(["account", "logout"]);
    const env = { KUL_CONFIG_DIR: user.configDir, KUL_API_URL: server.origin, NO_COLOR: "1", LANG: "en_US.UTF-8" };
    const run = await runOnTerminal([process.execPath, bin, "account", "login"], env, [
      { expect: "Email", send: `${email}\r` },
      { expect: "Password", send: `${PASSWORD}\r` },
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.screen).toContain(`Logged in as ${email}.`);
    // The password prompt masks what is typed.
    expect(run.screen).not.toContain(PASSWORD);
  }, 90_000);

  it("asks the drawn knowledge questions one by one and scores the chosen answers", async () => {
    const drawn = await user.json<{ questions: { Q: string }[] }>(["test", "knowledge", "--list"]);
    const { answerKey } = loadKnowledgeBank();
    // Enter picks each question's first choice.
    const expected = drawn.questions.filter((q) => answerKey[q.Q] === "a_1").length;
    const env = { KUL_CONFIG_DIR: user.configDir, KUL_API_URL: server.origin, NO_COLOR: "1", LANG: "th_TH.UTF-8" };
    const steps = drawn.questions.map((_, i) => ({ expect: `${i + 1}/10 `, send: "\r" }));
    const run = await runOnTerminal([process.execPath, bin, "test", "knowledge"], env, steps);
    expect(run.code, `${run.screen}\n${run.stderr}`).toBe(0);
    expect(run.screen).toContain(`ทำแบบทดสอบความรู้แล้ว: ${expected} จาก 10 คะแนน`);
  }, 120_000);
});
