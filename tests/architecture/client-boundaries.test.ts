import { describe, expect, it } from "vitest";
import { ruleMessages } from "./rule-messages";

const boundaryErrors = (file: string, code: string) => ruleMessages("boundaries", file, code);

describe("web features and lib do not import the app", () => {
  it.each([
    ["web/src/features/exchange/hooks/probe.ts", 'import { TOKENS } from "@/app/tokens";', 'feature "exchange"', "web/src/app/tokens"],
    ["web/src/features/exchange/hooks/probe.ts", 'import type { ServiceMap } from "@/app/tokens";', 'feature "exchange"', "web/src/app/tokens"],
    ["web/src/features/account/pages/probe.tsx", 'import { useService } from "../../../app/use-service";', 'feature "account"', "web/src/app/use-service"],
    ["web/src/lib/session/probe.ts", 'import { useService } from "@/app/use-service";', "web/src/lib/session", "web/src/app/use-service"],
    ["web/src/lib/wallet/probe.ts", 'export { createAppContainer } from "../../app/container";', "web/src/lib/wallet", "web/src/app/container"],
  ])("refuses %s: %s", async (file, code, who, target) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringContaining(`${who} must not import the app ("${target}")`)]);
  });

  it("lets features and lib import lib, components, config and core", async () => {
    const code = 'import { a } from "@/lib/session/use-session";\nimport { b } from "@/components/button";\nimport { c } from "@/config/paths";\nimport { d } from "@core/exchange/tokens";\nexport { a, b, c, d };';
    expect(await boundaryErrors("web/src/features/exchange/hooks/probe.ts", code)).toEqual([]);
    expect(await boundaryErrors("web/src/lib/session/probe.ts", code)).toEqual([]);
  });

  it("lets the app import anything in web", async () => {
    const code = 'import { a } from "@/features/exchange/pages/exchange-page";\nimport { b } from "@/lib/session/use-session";\nimport { c } from "@/app/tokens";\nimport { d } from "../container";\nexport { a, b, c, d };';
    expect(await boundaryErrors("web/src/app/routes/probe.tsx", code)).toEqual([]);
  });
});

describe("web and cli import the HTTP client only in their composition roots", () => {
  const web = 'web must not import the HTTP client ("adapters/';
  const cli = 'cli must not import the HTTP client ("adapters/';
  it.each([
    ["web/src/features/market/model/probe.ts", 'import { createApiClient } from "@adapters/http-client/api-client";', web],
    ["web/src/features/market/model/probe.ts", 'import { createMarketApi } from "@adapters/http-client/market.client";', web],
    ["web/src/features/market/model/probe.ts", 'import { s } from "../../../../../adapters/api-contract/market.schema";', web],
    ["web/src/features/market/model/probe.ts", 'export type C = import("@adapters/http-client/api-client").ApiClient;', web],
    ["web/src/lib/session/probe.ts", 'import type { AccountProfileApi } from "@adapters/http-client/account-profile.api";', web],
    ["web/src/app/tokens.ts", 'import type { ApiClient } from "@adapters/http-client/api-client";', web],
    ["web/src/config/probe.ts", 'import { s } from "@adapters/api-contract/web-config.schema";', web],
    ["cli/src/commands/probe.command.ts", 'import { createApiClient } from "../../../adapters/http-client/api-client";', cli],
    ["cli/src/commands/probe.command.ts", 'import type { Session } from "../../../adapters/api-contract/session.schema";', cli],
    ["cli/src/market/probe.ts", 'export { marketSchema } from "../../../adapters/api-contract/market.schema";', cli],
  ])("refuses %s: %s", async (file, code, message) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringContaining(message)]);
  });

  it("names the root and the API ports in the message", async () => {
    expect(await boundaryErrors("cli/src/tokens.ts", 'import type { A } from "../../adapters/http-client/api-client";')).toEqual([
      'cli must not import the HTTP client ("adapters/http-client/api-client") outside its composition root cli/src/container.ts: ' +
        "reach the server through an API port (core/ports/*-api.port.ts), which the root binds to adapters/http-client",
    ]);
  });

  it("lets the roots and test files import the HTTP client", async () => {
    const web = 'import { a } from "@adapters/http-client/api-client";\nimport type { B } from "@adapters/api-contract/market.schema";\nexport { a, type B };';
    const cli = web.replaceAll("@adapters/", "../../adapters/");
    expect(await boundaryErrors("web/src/app/container.ts", web)).toEqual([]);
    expect(await boundaryErrors("web/src/features/market/model/probe.test.ts", web)).toEqual([]);
    expect(await boundaryErrors("web/src/features/market/components/probe.test.tsx", web)).toEqual([]);
    expect(await boundaryErrors("cli/src/container.ts", cli)).toEqual([]);
    expect(await boundaryErrors("cli/src/market/probe.test.ts", cli.replaceAll("../../", "../../../"))).toEqual([]);
  });

  it("lets web and cli import the API ports", async () => {
    expect(await boundaryErrors("web/src/features/market/model/probe.ts", 'import type { P } from "@core/ports/market-api.port";\nexport type { P };')).toEqual([]);
    expect(await boundaryErrors("cli/src/market/probe.ts", 'import type { P } from "../../../core/ports/market-api.port";\nexport type { P };')).toEqual([]);
  });

  it("keeps the config reading at the root: the web's config module may not read the /config answer's schema", async () => {
    const file = "web/src/config/runtime-config.ts";
    expect(await boundaryErrors(file, 'import { s } from "@adapters/api-contract/web-config.schema";\nexport { s };')).toEqual([
      expect.stringContaining("web must not import the HTTP client"),
    ]);
    expect(await boundaryErrors("web/src/app/container.ts", 'import { s } from "@adapters/api-contract/web-config.schema";\nexport { s };')).toEqual([]);
  });
});

describe("adapters do not import the server", () => {
  it.each([
    ["adapters/mail/probe.ts", 'import { loadReferenceData } from "../server/static/reference-data";', "adapters/mail", "adapters/server/static/reference-data"],
    ["adapters/history/probe.ts", 'import type { HistoryServerDeps } from "../server/history-deps";', "adapters/history", "adapters/server/history-deps"],
    ["adapters/chain/ethers/probe.ts", 'export { buildApp } from "../../server/app";', "adapters/chain", "adapters/server/app"],
  ])("refuses %s: %s", async (file, code, adapter, target) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringContaining(`${adapter} must not import the server ("${target}")`)]);
  });

  it("lets the server import adapters, adapter tests stand a server up, and adapters import each other", async () => {
    expect(await boundaryErrors("adapters/server/routes/probe.ts", 'import { a } from "../app";\nimport { m } from "../../mail/mail-templates";\nexport { a, m };')).toEqual([]);
    expect(await boundaryErrors("adapters/http-client/probe.test.ts", 'import { authOf } from "../server/auth";\nexport { authOf };')).toEqual([]);
    expect(await boundaryErrors("adapters/mail/probe.ts", 'import { a } from "../storage/memory/store";\nimport { b } from "../serverless/x";\nexport { a, b };')).toEqual([]);
  });
});
