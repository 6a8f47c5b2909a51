import { describe, expect, it } from "vitest";
import { ruleMessages } from "./rule-messages";

const boundaryErrors = (file: string, code: string) => ruleMessages("boundaries", file, code);

describe("architecture boundaries", () => {
  it.each([
    ['import React from "react";', "react"],
    ['import { Container } from "inversify";', "inversify"],
    ['import { ethers } from "ethers";', "ethers"],
    ['import { createPublicClient } from "viem";', "viem"],
    ['import { fetch } from "undici";', "undici"],
    ['import Fastify from "fastify";', "fastify"],
    ['import { pgTable } from "drizzle-orm/pg-core";', "drizzle-orm"],
    ['import { PGlite } from "@electric-sql/pglite";', "@electric-sql/pglite"],
    ['import i18next from "i18next";', "i18next"],
    ['import { Command } from "commander";', "commander"],
    ['import inquirer from "inquirer";', "inquirer"],
    ['import { readFile } from "node:fs/promises";', "node:fs/promises"],
    ['import http from "node:http";', "node:http"],
    ['import fs from "fs";', "fs"],
    ['const fs = require("fs");', "fs"],
    ['export { x } from "ethers";', "ethers"],
    ['const m = await import("viem");', "viem"],
  ])("rejects %s in core", async (code, pkg) => {
    expect(await boundaryErrors("core/exchange/probe.ts", code)).toEqual([
      expect.stringContaining(`must not import the package "${pkg}"`),
    ]);
  });

  it("rejects core importing adapters, web or cli", async () => {
    for (const target of ["../../adapters/server/app", "../../web/src/main", "../../cli/src/main"]) {
      expect(await boundaryErrors("core/exchange/probe.ts", `import { x } from "${target}";`)).toHaveLength(1);
    }
  });

  it("allows core to import zod, neverthrow and other core files", async () => {
    const code = 'import { z } from "zod";\nimport { ok } from "neverthrow";\nimport { a } from "../shared/errors";\nexport { z, ok, a };';
    expect(await boundaryErrors("core/exchange/probe.ts", code)).toEqual([]);
  });

  it("allows core tests vitest and fast-check but not I/O", async () => {
    const file = "core/exchange/probe.test.ts";
    expect(await boundaryErrors(file, 'import { it } from "vitest";\nimport fc from "fast-check";\nexport { it, fc };')).toEqual([]);
    expect(await boundaryErrors(file, 'import fs from "node:fs";\nexport { fs };')).toHaveLength(1);
  });

  it("rejects adapters importing web or cli", async () => {
    expect(await boundaryErrors("adapters/server/probe.ts", 'import { x } from "../../web/src/app/container";')).toEqual([
      expect.stringContaining("adapters must not import from web"),
    ]);
    expect(await boundaryErrors("adapters/server/probe.ts", 'import { x } from "../../cli/src/container";')).toEqual([
      expect.stringContaining("adapters must not import from cli"),
    ]);
    expect(await boundaryErrors("adapters/server/probe.ts", 'import { x } from "../../core/exchange/tokens";')).toEqual([]);
  });

  it("rejects a web feature importing another feature, by path or alias", async () => {
    const file = "web/src/features/exchange/components/probe.tsx";
    expect(await boundaryErrors(file, 'import { K } from "../../kyc/components/kyc-form";')).toEqual([
      expect.stringContaining('feature "exchange" must not import feature "kyc"'),
    ]);
    expect(await boundaryErrors(file, 'import { K } from "@/features/kyc/hooks/use-kyc";')).toHaveLength(1);
    expect(await boundaryErrors(file, 'import { B } from "../hooks/use-rate";\nimport { C } from "@/components/button";')).toEqual([]);
  });
});
