import { ok } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssessmentClient } from "../support/wire-clients/assessment.client";
import { BOLDEST, suitabilityBody } from "./assessment-fixtures";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const URL = "/v1/api/user/suit-test/submit";
const patch = (token: string | null, payload: unknown) =>
  server.app.inject({ method: "PATCH", url: URL, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: payload as object });
const userOf = async (id: string) => (await server.deps.storage.users.findById(id))._unsafeUnwrap();

describe("PATCH /user/suit-test/submit", () => {
  it.each([
    ["the lowest answers with the acknowledgement", suitabilityBody({}, { accept: true }), 2, "low"],
    ["the boldest answers without it", suitabilityBody(BOLDEST), 40, "very_hight"],
    ["a FATF black-listed income country (10 points on question 6)", suitabilityBody({}, { countries: ["Iran"], accept: true }), 11, "medium"],
    ["a FATF grey-listed income country (7 points on question 6)", suitabilityBody({}, { countries: ["Viet Nam"], accept: true }), 8, "low"],
  ])("scores %s on the server and stores it as the user's suitabilityTestPoint", async (_, body, score, riskLevel) => {
    const { user, token } = await signInTestUser(server.deps);
    const answer = await createAssessmentClient(server.clientWithToken(token)).submitSuitabilityTest(body);
    expect(answer._unsafeUnwrap()).toEqual({ success: true, suitabilityTestPoint: score, riskLevel });
    expect((await userOf(user.id))?.suitabilityTestPoint).toBe(score);
    const stored = (await server.deps.storage.assessments.findSuitability(user.id))._unsafeUnwrap();
    expect(stored).toMatchObject({ userId: user.id, score, riskLevel, isAcceptAcknowledgeRisk: body.isAcceptAcknowledgeRisk });
    expect(stored?.suitTestData).toHaveLength(14);
  });

  it("ignores the client's points and stores the server's for every answer", async () => {
    const { user, token } = await signInTestUser(server.deps);
    expect((await patch(token, suitabilityBody(BOLDEST))).statusCode).toBe(200);
    const stored = (await server.deps.storage.assessments.findSuitability(user.id))._unsafeUnwrap();
    expect(stored?.suitTestData.map((e) => e.A[0]?.point)).toEqual([3, 2, 3, 3, 2, 5, 4, 4, 3, 4, 4, 3, 0, 0]);
  });

  it("refuses a level that needs the risk acknowledgement without it, and stores nothing", async () => {
    const { user, token } = await signInTestUser(server.deps);
    const answer = await patch(token, suitabilityBody());
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: "RISK_ACKNOWLEDGEMENT_REQUIRED", details: { riskLevel: "low" } });
    expect((await userOf(user.id))?.suitabilityTestPoint).toBeNull();
    expect(await server.deps.storage.assessments.findSuitability(user.id)).toEqual(ok(null));
  });

  it("replaces an earlier result on a retake", async () => {
    const { user, token } = await signInTestUser(server.deps);
    expect((await patch(token, suitabilityBody(BOLDEST))).statusCode).toBe(200);
    expect((await patch(token, suitabilityBody({}, { accept: true }))).statusCode).toBe(200);
    expect((await userOf(user.id))?.suitabilityTestPoint).toBe(2);
  });

  it.each([
    ["a missing question", (b: ReturnType<typeof suitabilityBody>) => ({ ...b, suitTestData: b.suitTestData.slice(1) }), "suitTestData.Q_1", "SUITABILITY_QUESTION_MISSING"],
    ["an unknown answer", (b: ReturnType<typeof suitabilityBody>) => ({ ...b, suitTestData: b.suitTestData.map((e, i) => (i === 1 ? { ...e, A: [{ text: "A_9" }] } : e)) }), "suitTestData.1.A.0.text", "SUITABILITY_ANSWER_UNKNOWN"],
    ["no acknowledgement flag", (b: ReturnType<typeof suitabilityBody>) => ({ suitTestData: b.suitTestData }), "isAcceptAcknowledgeRisk", "VALIDATION_FAILED"],
  ])("answers 400 naming the field for %s", async (_, change, field, code) => {
    const { token } = await signInTestUser(server.deps);
    const answer = await patch(token, change(suitabilityBody({}, { accept: true })));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toContainEqual({ field, code });
  });

  it("answers 400 for an income country that is not in the countries list", async () => {
    const { token } = await signInTestUser(server.deps);
    const answer = await patch(token, suitabilityBody({}, { countries: ["Atlantis"], accept: true }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: "SUITABILITY_COUNTRY_UNKNOWN", details: { countries: ["Atlantis"] } });
  });

  it("answers 401 without a token", async () => {
    expect((await patch(null, suitabilityBody(BOLDEST))).statusCode).toBe(401);
  });

  it("answers 403 for a user whose email is not confirmed", async () => {
    const { token } = await signInTestUser(server.deps, { isActive: false });
    const answer = await patch(token, suitabilityBody(BOLDEST));
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe("ASSESSMENT_ACCOUNT_INACTIVE");
  });

  it("writes only the caller's record, never another user's", async () => {
    const [a, b] = [await signInTestUser(server.deps), await signInTestUser(server.deps)];
    expect((await patch(a.token, { ...suitabilityBody(BOLDEST), userId: b.user.id })).statusCode).toBe(200);
    expect((await userOf(b.user.id))?.suitabilityTestPoint).toBeNull();
    expect((await userOf(a.user.id))?.suitabilityTestPoint).toBe(40);
  });
});
