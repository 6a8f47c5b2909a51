import { err, ok, type Result } from "neverthrow";
import type { KycLogItem } from "../ports/kyc-storage.port";
import { domainError } from "../shared/domain-error";

/** A group of the KYC topics list (static kyc-topics.json) as the review rules read it: keys only. */
export type KycTopicGroupKeys = Readonly<{ key: string; topics: readonly Readonly<{ key: string }>[] }>;

/** A review detail whose group, or whose topic within that group, is not in the KYC topics list. */
export const kycReviewTopicUnknown = domainError("KYC_REVIEW_TOPIC_UNKNOWN", (group: string, topic: string) => ({
  group: group.slice(0, 100),
  topic: topic.slice(0, 100),
}));
export type KycReviewTopicUnknown = ReturnType<typeof kycReviewTopicUnknown>;

/**
 * Every detail of an operator's decision must name a listed group and one of that group's
 * topics, so the user's edit form can number and highlight what to correct; the first unknown
 * pair is reported. Keys match exactly (the form looks them up as they are stored).
 */
export function checkReviewTopics(details: readonly KycLogItem[], groups: readonly KycTopicGroupKeys[]): Result<void, KycReviewTopicUnknown> {
  const listed = (d: KycLogItem) => groups.some((g) => g.key === d.group && g.topics.some((t) => t.key === d.topic));
  const unknown = details.find((d) => !listed(d));
  return unknown ? err(kycReviewTopicUnknown(unknown.group, unknown.topic)) : ok(undefined);
}
