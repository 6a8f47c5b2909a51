import type { z } from "zod";
import { usageError, type CliFailure } from "../cli-context";

/**
 * Bad usage (exit 2) naming the first option zod refused, as the user typed it
 * (`limit` -> `--limit`, `fromToken` -> `--from-token`).
 */
export function optionInvalid(error: z.ZodError): CliFailure {
  const key = String(error.issues[0]?.path[0] ?? "");
  return usageError("CLI_OPTION_INVALID", { name: `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` });
}
