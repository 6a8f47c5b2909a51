import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

// At least 1,000 random bodies per test route: none may answer 500 or worse.
const RUNS = 1_000;

let server: TestServer;
let token: string;
let drawnIds: string[];

beforeAll(async () => {
  server = await startTestServer();
  token = (await signInTestUser(server.deps)).token;
  const draw = await server.app.inject({ method: "GET", url: "/v1/api/user/knowledge-test/questions", headers: { authorization: `Bearer ${token}` } });
  drawnIds = (draw.json().data as { Q: string }[]).map((q) => q.Q);
});
afterAll(() => server.close());

const anyValue = fc.jsonValue({ maxDepth: 3 });
const answerKeyText = fc.oneof(fc.constantFrom("A_1", "A_2", "A_5", "A_7", "a_1", "a_4"), fc.string({ maxLength: 8 }), anyValue);
const suitabilityShaped = fc.record(
  {
    suitTestData: fc.oneof(
      fc.array(
        fc.record(
          {
            Q: fc.oneof(fc.constantFrom("Q_1", "Q_3", "Q_5", "Q_6", "Q_14", "Q_15"), anyValue),
            A: fc.oneof(
              fc.array(
                fc.record(
                  {
                    text: answerKeyText,
                    others: fc.oneof(fc.string({ maxLength: 250 }), anyValue),
                    point: fc.oneof(fc.integer(), fc.double(), anyValue),
                    countries: fc.oneof(fc.array(fc.constantFrom("Iran", "Japan", "Atlantis", ""), { maxLength: 4 }), anyValue),
                  },
                  { requiredKeys: [] },
                ),
                { maxLength: 4 },
              ),
              anyValue,
            ),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 16 },
      ),
      anyValue,
    ),
    isAcceptAcknowledgeRisk: fc.oneof(fc.boolean(), anyValue),
  },
  { requiredKeys: [] },
);
const knowledgeShaped = fc.oneof(
  fc.array(
    fc.record(
      {
        Q: fc.oneof(fc.constantFrom(...["cryptocurrency.q_1", "investment.q_21", "x.q_1"]), fc.string({ maxLength: 24 }), anyValue),
        A: fc.oneof(fc.array(fc.record({ text: answerKeyText }, { requiredKeys: [] }), { maxLength: 3 }), anyValue),
      },
      { requiredKeys: [] },
    ),
    { maxLength: 12 },
  ),
  anyValue,
);
// A JSON document of the route's shape, any JSON at all, or bytes that are not JSON.
const bodyOf = (shaped: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: shaped.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: anyValue.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );

async function status(url: string, payload: string): Promise<number> {
  const answer = await server.app.inject({ method: "PATCH", url, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, payload });
  return answer.statusCode;
}

describe("test routes under random JSON bodies", () => {
  it("PATCH /user/suit-test/submit never answers 500", async () => {
    await fc.assert(
      fc.asyncProperty(bodyOf(suitabilityShaped), async (payload) => {
        expect(await status("/v1/api/user/suit-test/submit", payload)).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it("PATCH /user/knowledge-test/submit never answers 500", async () => {
    // Bodies built from the drawn ids reach the scoring, not just the schema.
    const drawnShaped = fc.array(fc.record({ Q: fc.constantFrom(...drawnIds), A: fc.tuple(fc.record({ text: answerKeyText })) }), { maxLength: 11 });
    await fc.assert(
      fc.asyncProperty(bodyOf(fc.oneof(knowledgeShaped, drawnShaped)), async (payload) => {
        expect(await status("/v1/api/user/knowledge-test/submit", payload)).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});
