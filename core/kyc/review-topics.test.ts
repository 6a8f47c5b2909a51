import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { checkReviewTopics, kycReviewTopicUnknown } from "./review-topics";

const groups = [
  { key: "identification", topics: [{ key: "identificationId" }, { key: "laserCode" }] },
  { key: "address", topics: [{ key: "originAddress" }] },
];
const item = (group: string, topic: string) => ({ group, topic, detail: "Please check." });

describe("checkReviewTopics", () => {
  it("accepts details that each name a listed group and one of its topics", () => {
    expect(checkReviewTopics([item("identification", "laserCode"), item("address", "originAddress")], groups)).toEqual(ok(undefined));
    expect(checkReviewTopics([], groups)).toEqual(ok(undefined));
  });

  it.each([
    ["an unknown group", item("Identity", "identificationId"), kycReviewTopicUnknown("Identity", "identificationId")],
    ["a topic of another group", item("address", "laserCode"), kycReviewTopicUnknown("address", "laserCode")],
    ["a key in other case", item("identification", "LaserCode"), kycReviewTopicUnknown("identification", "LaserCode")],
    ["an inherited property name", item("constructor", "toString"), kycReviewTopicUnknown("constructor", "toString")],
  ])("refuses %s with the first unknown pair", (_name, bad, error) => {
    expect(checkReviewTopics([item("address", "originAddress"), bad, item("x", "y")], groups)).toEqual(err(error));
  });

  it("clips the echoed keys so a huge value is not repeated back", () => {
    const long = "g".repeat(500);
    expect(checkReviewTopics([item(long, long)], groups)).toEqual(err(kycReviewTopicUnknown("g".repeat(100), "g".repeat(100))));
  });

  it("accepts exactly the listed pairs, for any list", () => {
    const keys = fc.array(fc.string({ maxLength: 4 }), { maxLength: 4 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 4 }), keys), { maxLength: 4 }), fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), (list, group, topic) => {
        const listed = list.map(([key, topics]) => ({ key, topics: topics.map((t) => ({ key: t })) }));
        const expected = list.some(([key, topics]) => key === group && topics.includes(topic));
        expect(checkReviewTopics([item(group, topic)], listed).isOk()).toBe(expected);
      }),
    );
  });
});
