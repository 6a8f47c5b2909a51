import type { CliContext } from "../cli-context";

/** The platform fee (partner 0) from the deployments file, or null when the file does not say. */
export async function platformFeeBps(ctx: CliContext): Promise<number | null> {
  const { readDeploymentFile } = await import("../context/chain-access");
  try {
    const file = readDeploymentFile(await ctx.config());
    const fee = (file.platform as { feeBps?: unknown } | undefined)?.feeBps;
    return typeof fee === "number" ? fee : null;
  } catch {
    return null;
  }
}
