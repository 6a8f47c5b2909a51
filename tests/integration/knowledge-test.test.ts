import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssessmentClient } from "../support/wire-clients/assessment.client";
import { loadKnowledgeBank } from "../../adapters/server/knowledge-bank/knowledge-bank";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { answerKey } = loadKnowledgeBank();
const wrongOf = (id: string) => (answerKey[id] === "a_1" ? "a_2" : "a_1");
const clientOf = (token: string) => createAssessmentClient(server.clientWithToken(token));
const submit = (token: string | null, payload: unknown) =>
  server.app.inject({ method: "PATCH", url: "/v1/api/user/knowledge-test/submit", headers: token ? { authorization: `Bearer ${token}` } : {}, payload: payload as object });

async function drawn(token: string) {
  return (await clientOf(token).drawKnowledgeTest())._unsafeUnwrap().data;
}

describe("knowledge test routes", () => {
  it("draws 4 cryptocurrency questions and 2 of each other bank, with choices and no answers", async () => {
    const { token } = await signInTestUser(server.deps);
    const raw = await server.app.inject({ method: "GET", url: "/v1/api/user/knowledge-test/questions", headers: { authorization: `Bearer ${token}` } });
    expect(raw.statusCode).toBe(200);
    expect(raw.body).not.toMatch(/correct|answerKey/);
    const data = raw.json().data as { Q: string; category: string; answers: unknown[] }[];
    expect(data.map((q) => q.category)).toEqual([
      ...Array(4).fill("cryptocurrency"),
      ...Array(2).fill("blockchain"),
      ...Array(2).fill("cryptocurrency_wallet"),
      ...Array(2).fill("investment"),
    ]);
    expect(new Set(data.map((q) => q.Q)).size).toBe(10);
    expect(data.every((q) => q.answers.length === 4)).toBe(true);
  });

  it("gives the same unanswered draw back on a reload", async () => {
    const { token } = await signInTestUser(server.deps);
    expect(await drawn(token)).toEqual(await drawn(token));
  });

  it.each([
    ["all right", 10],
    ["seven right", 7],
    ["none right", 0],
  ])("scores a test with %s on the server and sets knowledgeTestPoint", async (_, right) => {
    const { user, token } = await signInTestUser(server.deps);
    const questions = await drawn(token);
    const body = questions.map((q, i) => ({ Q: q.Q, A: [{ text: i < right ? answerKey[q.Q]! : wrongOf(q.Q) }] }));
    expect((await clientOf(token).submitKnowledgeTest(body))._unsafeUnwrap()).toEqual({ success: true, knowledgeTestPoint: right, total: 10 });
    expect((await server.deps.storage.users.findById(user.id))._unsafeUnwrap()?.knowledgeTestPoint).toBe(right);
    const result = (await clientOf(token).getKnowledgeTest())._unsafeUnwrap();
    expect(result.knowledgeTestPoint).toBe(right);
    expect(result.data.map((d) => d.A[0].point)).toEqual(questions.map((_, i) => (i < right ? 1 : 0)));
    expect(result.data.filter((d) => d.correct !== null).map((d) => d.correct?.key)).toEqual(questions.slice(right).map((q) => answerKey[q.Q]));
    expect(result.data.every((d) => d.q.en.length > 0 && d.A[0].text.th.length > 0)).toBe(true);
  });

  it("answers an empty result with a null point before the first test", async () => {
    const { token } = await signInTestUser(server.deps);
    expect((await clientOf(token).getKnowledgeTest())._unsafeUnwrap()).toEqual({ data: [], knowledgeTestPoint: null, total: 0 });
  });

  it("scores one draw once: a second submission answers 409 and a new draw is needed", async () => {
    const { token } = await signInTestUser(server.deps);
    const questions = await drawn(token);
    const body = questions.map((q) => ({ Q: q.Q, A: [{ text: answerKey[q.Q]! }] }));
    expect((await submit(token, body)).statusCode).toBe(200);
    const again = await submit(token, body);
    expect([again.statusCode, again.json().code]).toEqual([409, "KNOWLEDGE_TEST_NOT_DRAWN"]);
  });

  it("scores concurrent submissions of one draw once", async () => {
    const { token } = await signInTestUser(server.deps);
    const body = (await drawn(token)).map((q) => ({ Q: q.Q, A: [{ text: answerKey[q.Q]! }] }));
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => submit(token, body)))).map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
  });

  it("answers 400 naming the missing question when one is unanswered", async () => {
    const { token } = await signInTestUser(server.deps);
    const questions = await drawn(token);
    const answer = await submit(token, questions.slice(1).map((q) => ({ Q: q.Q, A: [{ text: "a_1" }] })));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: "KNOWLEDGE_SUBMISSION_INVALID", details: { issues: [{ path: questions[0]!.Q, code: "KNOWLEDGE_ANSWER_MISSING" }] } });
  });

  it("answers 400 naming the field of a malformed body", async () => {
    const { token } = await signInTestUser(server.deps);
    await drawn(token);
    const answer = await submit(token, [{ Q: "cryptocurrency.q_1", A: [] }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toContainEqual(expect.objectContaining({ field: "0.A" }));
  });

  it("refuses answers to another user's drawn questions", async () => {
    const [a, b] = [await signInTestUser(server.deps), await signInTestUser(server.deps)];
    const theirs = await drawn(a.token);
    const mine = await drawn(b.token);
    const foreign = theirs.filter((q) => !mine.some((m) => m.Q === q.Q));
    const answer = await submit(b.token, [...mine.slice(1), foreign[0]!].map((q) => ({ Q: q.Q, A: [{ text: "a_1" }] })));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.issues).toContainEqual({ path: "9.Q", code: "KNOWLEDGE_QUESTION_NOT_DRAWN" });
  });

  it.each([
    ["GET", "/v1/api/user/knowledge-test/questions"],
    ["GET", "/v1/api/user/knowledge-test"],
    ["PATCH", "/v1/api/user/knowledge-test/submit"],
  ] as const)("answers 401 to %s %s without a token", async (method, url) => {
    expect((await server.app.inject({ method, url, payload: method === "PATCH" ? [] : undefined })).statusCode).toBe(401);
  });

  it("answers 403 to a user whose email is not confirmed", async () => {
    const { token } = await signInTestUser(server.deps, { isActive: false });
    const answer = await server.app.inject({ method: "GET", url: "/v1/api/user/knowledge-test/questions", headers: { authorization: `Bearer ${token}` } });
    expect([answer.statusCode, answer.json().code]).toEqual([403, "ASSESSMENT_ACCOUNT_INACTIVE"]);
  });
});
