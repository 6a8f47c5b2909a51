import { getKycSubmission } from "../../../core/kyc/use-cases/get-kyc-submission";
import { listKycSubmissions } from "../../../core/kyc/use-cases/list-kyc-submissions";
import { promoteConfiguredAdmins } from "../../../core/account/use-cases/promote-admins";
import { reviewKyc, type KycDecision } from "../../../core/kyc/use-cases/review-kyc";
import {
  adminKycDecisionBodySchema,
  adminKycDecisionResponseSchema,
  adminKycDetailResponseSchema,
  adminKycListQuerySchema,
  adminKycListResponseSchema,
  adminKycParamsSchema,
  adminKycRequestChangeBodySchema,
} from "../../api-contract/kyc.schema";
import { orThrow } from "../api-error";
import { authOf } from "../auth";
import type { RouteModule } from "../route-module";
import { KYC_ERROR_STATUSES, kycDepsOf } from "./kyc-route-deps";

/**
 * Operator review (decisions.md "review"): admin-only routes to list submissions by status,
 * read one with its documents, approve, reject or request changes. The emails of ADMIN_EMAILS
 * that are registered and confirmed become admins when the server starts.
 */
export const registerAdminKycRoutes: RouteModule = async (app, deps, config) => {
  const admin = { preHandler: [app.authenticate, app.requireAdmin] };
  const kyc = kycDepsOf(deps);
  const statuses = KYC_ERROR_STATUSES;
  if (config.adminEmails.length > 0) orThrow(await promoteConfiguredAdmins(deps, config.adminEmails));

  app.get("/admin/kyc", { ...admin, schema: { querystring: adminKycListQuerySchema, response: { 200: adminKycListResponseSchema } } }, async (request) => {
    const items = orThrow(await listKycSubmissions(kyc, request.query), statuses);
    return { success: true as const, items };
  });

  app.get("/admin/kyc/:userId", { ...admin, schema: { params: adminKycParamsSchema, response: { 200: adminKycDetailResponseSchema } } }, async (request) => {
    const d = orThrow(await getKycSubmission(kyc, { userId: request.params.userId }), statuses);
    const s = d.submission;
    return {
      success: true as const,
      userId: d.userId,
      email: d.email,
      kycStatus: d.kycStatus,
      customerType: s.customerType,
      data: s.form,
      submittedAt: s.submittedAt,
      reviewedAt: s.reviewedAt,
      reviewedBy: s.reviewedBy,
      logData: [...s.verificationLog],
      documents: d.documents.map(({ field, ...doc }) => ({ ...doc, name: field })),
      sameIdentity: [...d.sameIdentity],
    };
  });

  const decide = (decision: KycDecision, path: string, body: typeof adminKycDecisionBodySchema | typeof adminKycRequestChangeBodySchema) =>
    app.post(path, { ...admin, schema: { params: adminKycParamsSchema, body, response: { 200: adminKycDecisionResponseSchema } } }, async (request) => {
      const input = { adminId: authOf(request).userId, userId: request.params.userId, decision, details: request.body.details };
      const done = orThrow(await reviewKyc(kyc, input), statuses);
      return { success: true as const, ...done };
    });
  decide("APPROVED", "/admin/kyc/:userId/approve", adminKycDecisionBodySchema);
  decide("REJECTED", "/admin/kyc/:userId/reject", adminKycDecisionBodySchema);
  decide("REQUEST_CHANGE", "/admin/kyc/:userId/request-change", adminKycRequestChangeBodySchema);
};
