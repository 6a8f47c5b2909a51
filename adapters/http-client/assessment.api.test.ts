import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInTestUser, startTestServer, type TestServer } from "../../tests/integration/server-harness";
import { createAssessmentApi } from "./assessment.api";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const assessmentOf = async () => createAssessmentApi(server.clientWithToken((await signInTestUser(server.deps)).token));

describe("the assessment port over HTTP", () => {
  it("answers the drawn questions as a list, and their submission with the score alone", async () => {
    const tests = await assessmentOf();
    const drawn = (await tests.drawKnowledgeTest())._unsafeUnwrap();
    const scored = await tests.submitKnowledgeTest(drawn.map((q) => ({ Q: q.Q, A: [{ text: q.answers[0]!.key }] })));
    expect([drawn.length, drawn[0], scored._unsafeUnwrap()]).toEqual([
      10,
      { Q: expect.any(String), category: expect.any(String), q: { en: expect.any(String), th: expect.any(String) }, answers: expect.any(Array) },
      { knowledgeTestPoint: expect.any(Number), total: 10 },
    ]);
  });

  it("answers the last test's review, empty before any", async () => {
    expect((await (await assessmentOf()).knowledgeTestAnswers())._unsafeUnwrap()).toEqual({ data: [], knowledgeTestPoint: null, total: expect.any(Number) });
  });
});
