import { z } from "zod";
import type { S3FileStoreConfig } from "../files/s3-file-store.adapter";
import { optionalText } from "./env-values";

/** The S3 variables: set S3_BUCKET and S3_REGION to keep files in an S3-compatible store instead of DATA_DIR/files. */
export const s3EnvShape = {
  // Unset: AWS's endpoint for S3_REGION; set for another S3-compatible store.
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  // Both or neither: without them the AWS SDK's default chain signs (an instance or task role).
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
};

type S3Env = { [K in keyof typeof s3EnvShape]?: z.infer<(typeof s3EnvShape)[K]> };
type Issue = Readonly<{ path: string; message: string }>;

/** What is missing when some S3 settings are given but not enough to reach a bucket (none given: nothing). */
export function s3SettingIssues(env: S3Env): Issue[] {
  const given = (Object.keys(s3EnvShape) as (keyof S3Env)[]).filter((key) => env[key] !== undefined);
  if (given.length === 0) return [];
  const issues: Issue[] = [];
  for (const key of ["S3_BUCKET", "S3_REGION"] as const) {
    if (env[key] === undefined) issues.push({ path: key, message: `${key} is required when S3 settings are given (${given.join(", ")})` });
  }
  const keys = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].filter((value) => value !== undefined).length;
  if (keys === 1) {
    const missing = env.S3_ACCESS_KEY_ID === undefined ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY";
    issues.push({ path: missing, message: `${missing} is required with ${missing === "S3_ACCESS_KEY_ID" ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"}` });
  }
  return issues;
}

/** The file store's S3 settings, or undefined for the local folder (the default). Call after s3SettingIssues found none. */
export function s3ConfigOf(env: S3Env): S3FileStoreConfig | undefined {
  if (env.S3_BUCKET === undefined || env.S3_REGION === undefined) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT === undefined ? {} : { endpoint: env.S3_ENDPOINT }),
    ...(env.S3_ACCESS_KEY_ID === undefined || env.S3_SECRET_ACCESS_KEY === undefined ? {} : { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
  };
}
