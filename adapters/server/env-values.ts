import { z } from "zod";

/** A comma list (empty items dropped, each trimmed); unset is an empty list. */
export const csv = z
  .string()
  .optional()
  .transform((value) => (value ?? "").split(",").map((item) => item.trim()).filter((item) => item !== ""));

/** A trimmed text; unset or blank is undefined. */
export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));
