import path from "node:path";

/**
 * The repository root. This file sits two levels below it both as source (`cli/src/`) and in the
 * bundle (`dist/cli/`, where every chunk's __dirname is the bundle folder), so one rule fits both.
 */
export const ROOT = path.resolve(__dirname, "../..");
export const LOCALES_DIR = path.join(ROOT, "locales");
