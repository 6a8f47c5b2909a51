/** The `kul` command line. For now it hosts `kul up`, the local stack. */
import { runUp, upOptionsFromEnv } from "./commands/up.command";

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (command === "up") return runUp(upOptionsFromEnv(process.env, argv.includes("--json")));
  process.stderr.write("usage: kul up\n");
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== 0) process.exit(code);
  },
  (error: unknown) => {
    process.stderr.write(`kul: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
