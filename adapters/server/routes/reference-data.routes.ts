import { z } from "zod";
import { STATIC_FILES, STATIC_PATH, type StaticListName } from "../../api-contract/reference-data.schema";
import { ApiError } from "../api-error";
import type { RouteModule } from "../route-module";
import { readStaticFile, type StaticFile } from "../../reference-data/reference-data";

/** Cache policy of the reference files: an hour fresh, a day stale while revalidating (they change rarely). */
export const STATIC_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

const byFile = new Map<string, StaticListName>(Object.entries(STATIC_FILES).map(([name, f]) => [f.file, name as StaticListName]));
const paramsSchema = z.object({ file: z.string().max(64) });

/**
 * Static reference lists (spec 2 section 7: "six fetched together", plus verify topics and
 * Thai postcodes): public, cached, revalidated by ETag.
 */
export const registerReferenceDataRoutes: RouteModule = (app) => {
  const files = new Map<string, StaticFile>();
  app.get(`${STATIC_PATH}/:file`, { schema: { params: paramsSchema } }, async (request, reply) => {
    const name = byFile.get(request.params.file);
    if (name === undefined) throw new ApiError(404, "NOT_FOUND");
    const file = files.get(name) ?? readStaticFile(name);
    files.set(name, file);
    reply.header("cache-control", STATIC_CACHE_CONTROL).header("etag", file.etag);
    if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(file.body);
  });
};
