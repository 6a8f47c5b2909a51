import type { CliContext } from "../cli-context";

/** The platform fee (partner 0) from the deployments file, or null when the file does not say. */
export async function platformFeeBps(ctx: CliContext): Promise<number | null> {
  const { readDeployment } = await import("../context/chain-access");
  try {
    return (await readDeployment(await ctx.config())).platform?.feeBps ?? null;
  } catch {
    return null;
  }
}
