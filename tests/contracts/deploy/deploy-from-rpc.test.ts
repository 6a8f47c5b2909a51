import { expect } from "chai";
import hre from "hardhat";
import { JsonRpcServer } from "hardhat/internal/hardhat-network/jsonrpc/server";
import { deployFromRpc } from "../../../contracts/deploy/deploy-from-rpc";
import { at } from "../helpers/fixtures";

// Hardhat's well-known development key of account #9 (public test mnemonic, never a real secret).
const HARDHAT_KEY_9 = "0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6";

describe("deployFromRpc", () => {
  let server: JsonRpcServer | undefined;

  after(async () => {
    await server?.close();
  });

  it("deploys the whole stack through a JSON-RPC URL and a private key, as `kul up` does", async () => {
    server = new JsonRpcServer({ hostname: "127.0.0.1", port: 0, provider: hre.network.provider });
    const { port } = await server.listen();
    const [, funded] = await hre.ethers.getSigners();
    const lines: string[] = [];
    const deployment = await deployFromRpc(`http://127.0.0.1:${port}`, HARDHAT_KEY_9, {
      fundAccounts: [funded!.address],
      fundWeiPerAccount: 1n,
      log: (line) => lines.push(line),
    });
    expect(deployment.deployer).to.equal(new hre.ethers.Wallet(HARDHAT_KEY_9).address);
    expect(deployment.venues.map((v) => v.name)).to.deep.equal(["KUL AMM", "KUL AMM Lite", "Uniswap V2", "Uniswap V3 0.05 %", "Uniswap V3 0.3 %", "Uniswap V3 1 %"]);
    const router = await at("KulSwapRouter", deployment.router);
    expect(await router.tradingProxyCount()).to.equal(6n);
    expect(await (await at("TestToken", deployment.tokens.WBTC!.address)).balanceOf(funded!.address)).to.equal(166_666_666n);
    expect(lines).to.have.length(4);
  });
});
