import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadKnowledgeBank } from "../../adapters/server/knowledge-bank/knowledge-bank";
import { BOLDEST, suitabilityBody } from "../integration/assessment-fixtures";
import { startTestServer, type TestServer } from "../integration/server-harness";
import { buildKul, errorOf, jsonOf, removeKul, type KulUser } from "./account-cli-fixture";
import { freshEmail, onboard } from "./account-onboarding";

let server: TestServer;
let user: KulUser;

beforeAll(async () => {
  [server] = await Promise.all([startTestServer(), buildKul()]);
  user = await onboard(server.origin, freshEmail("tests"));
}, 120_000);
afterAll(async () => {
  user?.remove();
  removeKul();
  await server.close();
});

const file = (name: string, content: unknown) => {
  const at = path.join(user.configDir, name);
  writeFileSync(at, typeof content === "string" ? content : JSON.stringify(content));
  return at;
};

describe("kul test suitability", () => {
  it("lists every field problem of an incomplete answers file and submits nothing", async () => {
    const { suitTestData } = suitabilityBody();
    const run = await user.run(["test", "suitability", file("partial.json", { suitTestData: suitTestData.slice(1) }), "--json"]);
    expect(errorOf(run)).toEqual([1, "SUITABILITY_SUBMISSION_INVALID"]);
    expect(jsonOf<{ error: { details: unknown } }>(run).error.details).toEqual([{ path: "suitTestData.Q_1", code: "SUITABILITY_QUESTION_MISSING" }]);
    expect(errorOf(await user.run(["test", "suitability", path.join(user.configDir, "absent.json"), "--json"]))).toEqual([2, "CLI_FILE_UNREADABLE"]);
  }, 60_000);

  it("needs the risk acknowledgement below the very high level, then stores the server's score", async () => {
    const cautious = file("cautious.json", suitabilityBody({}, { accept: false }));
    expect(errorOf(await user.run(["test", "suitability", cautious, "--json"]))).toEqual([1, "RISK_ACKNOWLEDGEMENT_REQUIRED"]);
    expect(await user.json(["test", "suitability", cautious, "--accept-risk"])).toEqual({ ok: true, suitabilityTestPoint: 2, riskLevel: "low" });
    const bold = file("bold.json", suitabilityBody(BOLDEST));
    expect(await user.json(["test", "suitability", bold])).toEqual({ ok: true, suitabilityTestPoint: 40, riskLevel: "very_hight" });
  }, 60_000);
});

describe("kul test knowledge", () => {
  it("lists the drawn questions, refuses a malformed answers file, and scores answers from a file", async () => {
    const listed = await user.json<{ questions: { Q: string; answers: { key: string }[] }[] }>(["test", "knowledge", "--list"]);
    expect(listed.questions).toHaveLength(10);
    // Listing twice gives the same draw: scripts list, then answer.
    expect((await user.json<typeof listed>(["test", "knowledge", "--list"])).questions.map((q) => q.Q)).toEqual(listed.questions.map((q) => q.Q));
    expect(errorOf(await user.run(["test", "knowledge", "--answers", file("bad.json", { x: "b" }), "--json"]))).toEqual([1, "KNOWLEDGE_ANSWERS_FILE_INVALID"]);
    expect(errorOf(await user.run(["test", "knowledge", "--json"]))).toEqual([2, "CLI_MISSING_VALUE"]);

    const { answerKey } = loadKnowledgeBank();
    // Right on the first five questions, choice a_1 elsewhere unless that is right: a score we can predict.
    const answers = Object.fromEntries(
      listed.questions.map((q, i) => [q.Q, i < 5 ? answerKey[q.Q]! : (q.answers.find((a) => a.key !== answerKey[q.Q])?.key ?? "a_1")]),
    );
    expect(await user.json(["test", "knowledge", "--answers", file("answers.json", answers)])).toEqual({ ok: true, knowledgeTestPoint: 5, total: 10 });
    const me = await user.json<{ missing: string[]; profile: { knowledgeTestPoint: number; suitabilityTestPoint: number } }>(["account", "whoami"]);
    expect([me.profile.knowledgeTestPoint, me.profile.suitabilityTestPoint, me.missing]).toEqual([5, 40, ["KYC"]]);
  }, 90_000);
});

describe("kul referral", () => {
  it("shows the caller's code and link, and a friend who registered with it", async () => {
    const mine = await user.json<{ referralCode: string; referralLink: string; level: number; invitedCount: number }>(["referral"]);
    expect(mine.referralLink).toContain(mine.referralCode);
    const friend = await onboard(server.origin, freshEmail("friend"), ["--referral", mine.referralCode]);
    friend.remove();
    const after = await user.json<{ invitedCount: number; pending: unknown[] }>(["referral"]);
    expect([after.invitedCount, after.pending.length]).toEqual([mine.invitedCount + 1, 1]);
    const human = await user.run(["referral"]);
    expect(human.stdout).toContain(`Referral code: ${mine.referralCode}`);
  }, 90_000);
});
