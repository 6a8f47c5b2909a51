import { describe, expect, it } from "vitest";
import { EDIT_TOPIC_FIELDS } from "../../core/kyc/edit-topics";
import topicsList from "./kyc-topics.json";

describe("the served KYC topics list", () => {
  it("names only topics the edit form can show fields for", () => {
    const missing = topicsList.flatMap((group) => group.topics.filter((topic) => (EDIT_TOPIC_FIELDS[group.key]?.[topic.key] ?? []).length === 0).map((topic) => `${group.key}.${topic.key}`));
    expect(missing).toEqual([]);
  });
});
