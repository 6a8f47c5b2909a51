/**
 * `kul up`: the local stack (Hardhat node, contracts deployed and seeded, the API server with
 * embedded storage and the built web app). The runtime lives in `cli/src/up/run-up.ts` and is
 * loaded from source through tsx: Hardhat compiles and loads TypeScript (its config, the deploy
 * code) anyway, and the server code finds its data files next to its sources, so bundling it
 * would buy nothing and break those paths. Only this command pays for it.
 */
import path from "node:path";
import type { Command } from "commander";
import type { CliContext } from "../cli-context";
import { EXIT, usageError } from "../context/exit-codes";
import { ROOT } from "../paths";

type RunUpModule = typeof import("../up/run-up");
type TsxApi = Readonly<{ register: () => unknown }>;

async function loadRunUp(): Promise<RunUpModule> {
  // A process-wide TypeScript loader (not a namespaced one): Hardhat and the server require more .ts later on.
  // Both hooks, as `tsx` itself does: the sources also use dynamic import() of extensionless paths.
  // Specifiers in variables: the root tsconfig's "node" resolution cannot read tsx's subpath exports.
  const hooks = ["tsx/cjs/api", "tsx/esm/api"];
  const [cjs, esm] = (await Promise.all(hooks.map((id) => import(id)))) as [TsxApi, TsxApi];
  cjs.register();
  esm.register();
  const { createRequire } = await import("node:module");
  return createRequire(path.join(ROOT, "package.json"))("./cli/src/up/run-up.ts") as RunUpModule;
}

export function register(program: Command, ctx: CliContext): void {
  program
    .command("up")
    .description(ctx.t("up.description"))
    .option("--verbose", ctx.t("up.verbose"))
    .addHelpText("after", ctx.t("up.examples"))
    .action(
      ctx.action(async (flags: Readonly<{ verbose?: boolean }>) => {
        const { runUp, upOptionsFromEnv } = await loadRunUp();
        let options;
        try {
          options = upOptionsFromEnv(ctx.env, ctx.out.json, flags.verbose === true);
        } catch (error) {
          throw usageError("CLI_PORT_INVALID", { message: (error as Error).message });
        }
        return (await runUp(options, ctx)) === 0 ? EXIT.OK : EXIT.REFUSED;
      }),
    );
}
