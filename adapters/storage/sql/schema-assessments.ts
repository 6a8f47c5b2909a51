import { boolean, check, doublePrecision, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { SUITABILITY_RISK_LEVELS } from "../../../core/assessment/risk-level";
import type { KnowledgeDrawRecord, KnowledgeResultRecord, SuitabilityRecord } from "../../../core/ports/assessment-storage.port";
import { millis, oneOf } from "./schema-columns";
import { users } from "./schema";

// One row of each kind per user (the primary key): a retake replaces it.

/** The user's scored suitability test. */
export const suitabilityResults = pgTable(
  "suitability_results",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id),
    suitTestData: jsonb("suit_test_data").$type<SuitabilityRecord["suitTestData"]>().notNull(),
    score: doublePrecision("score").notNull(),
    riskLevel: text("risk_level", { enum: SUITABILITY_RISK_LEVELS }).notNull(),
    isAcceptAcknowledgeRisk: boolean("is_accept_acknowledge_risk").notNull(),
    submittedAt: millis("submitted_at").notNull(),
  },
  () => [check("suitability_results_risk_level_check", oneOf("risk_level", SUITABILITY_RISK_LEVELS))],
);

/** The knowledge questions drawn for the user, deleted when scored so a draw counts once. */
export const knowledgeDraws = pgTable("knowledge_draws", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id),
  questions: jsonb("questions").$type<KnowledgeDrawRecord["questions"]>().notNull(),
  drawnAt: millis("drawn_at").notNull(),
});

/** The user's scored knowledge test. */
export const knowledgeResults = pgTable("knowledge_results", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id),
  data: jsonb("data").$type<KnowledgeResultRecord["data"]>().notNull(),
  knowledgeTestPoint: doublePrecision("knowledge_test_point").notNull(),
  total: doublePrecision("total").notNull(),
  submittedAt: millis("submitted_at").notNull(),
});
