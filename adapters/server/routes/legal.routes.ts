import { acceptLegalDocuments } from "../../../core/legal/use-cases/accept-legal-documents";
import { documentVersionsOf } from "../../../core/legal/legal-library";
import { networkOf } from "../../../core/exchange/networks";
import {
  legalAcceptanceBodySchema,
  legalAcceptanceResponseSchema,
  legalDisclosuresSchema,
  type LegalDisclosures,
} from "../../api-contract/legal.schema";
import { LEGAL_LIBRARY } from "../../legal/legal-documents";
import { orThrow, type ErrorStatuses } from "../api-error";
import { authOf } from "../auth";
import type { RouteModule } from "../route-module";

/** Statuses of the legal codes the suffix conventions of api-error.ts would get wrong. */
export const LEGAL_ERROR_STATUSES: ErrorStatuses = {
  // The page was loaded before a new version: read the new one and accept it.
  LEGAL_VERSION_OUTDATED: 409,
  USER_NOT_FOUND: 401,
};

/**
 * Legal routes: the footer's disclosures (published document versions, connected exchanges from
 * the deployment's venues, the financial statements link) and accepting the documents in force.
 */
export const registerLegalRoutes: RouteModule = (app, deps, config) => {
  app.get(
    "/legal/disclosures",
    { schema: { summary: "The legal documents' versions, the connected exchanges and the annual financial statements link", response: { 200: legalDisclosuresSchema } } },
    async (_request, reply): Promise<LegalDisclosures> => {
      const market = deps.market;
      reply.header("cache-control", "public, max-age=300");
      return {
        documents: documentVersionsOf(LEGAL_LIBRARY),
        network: market === undefined ? null : { chainId: market.network.chainId, name: networkOf(market.network.chainId).chainName },
        connectedExchanges: (market?.network.venues ?? []).map((venue) => ({ name: venue.name, tradingProxyIndex: venue.proxyIndex })),
        financialStatementsUrl: config.financialStatementsUrl ?? null,
      };
    },
  );

  app.put(
    "/user/legal-acceptance",
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Accepts the terms of service and the personal data protection policy in force (asked again after a new version)",
        body: legalAcceptanceBodySchema,
        response: { 200: legalAcceptanceResponseSchema },
      },
    },
    async (request) => {
      const legal = orThrow(await acceptLegalDocuments(deps, { ...request.body, userId: authOf(request).userId }), LEGAL_ERROR_STATUSES);
      return { success: true as const, legal };
    },
  );
};
