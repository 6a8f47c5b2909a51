/** `kul up`: the local stack: an in-process Hardhat node on 127.0.0.1:8545 (chain id 31337). */
export async function runUp(): Promise<number> {
  process.env.HARDHAT_NETWORK = "hardhat";
  // Loaded lazily: only this command needs Hardhat's runtime.
  const loaded = await import("hardhat");
  const hre = "default" in loaded ? (loaded.default as typeof loaded) : loaded;
  const { TASK_NODE } = await import("hardhat/builtin-tasks/task-names");
  process.stdout.write("KUL Swap local stack: starting the chain on http://127.0.0.1:8545 (chain id 31337)\n");
  await hre.run(TASK_NODE, { hostname: "127.0.0.1", port: 8545 });
  return 0;
}
