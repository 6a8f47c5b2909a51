import path from "node:path";
import { createTransport } from "nodemailer";
import type { AccountStorage } from "../../core/ports/account-storage.port";
import type { SecureRandomPort } from "../../core/ports/account-services.port";
import type { MailPort } from "../../core/ports/mail.port";
import type { ClockPort } from "../../core/ports/clock.port";
import { createCaptcha } from "../captcha";
import { createOfflineSignatureVerifier, createRpcSignatureVerifier } from "../chain/viem/viem-signature-verifier";
import { createLocalTradeGateSigner } from "../chain/viem/viem-trade-gate-signer";
import { createHs256TokenIssuer, createScryptPasswordHasher, createSecureRandom, createTotp } from "../crypto";
import type { FileStorePort } from "../../core/ports/account-services.port";
import { createLocalFileStore, createS3Client, createS3FileStore } from "../files";
import { createOutboxMail, createSmtpMail } from "../mail";
import { createSocialIdentityVerifier } from "../social/social-identity.adapter";
import { ensurePrivateDir } from "../storage/private-dir";
import { withReadCache } from "../storage/read-cache";
import { openPgliteStorage, type OpenedSqlStorage } from "../storage/sql/pglite-storage";
import { openPostgresStorage } from "../storage/sql/postgres-storage";
import { loadJwtSecret, type ServerConfig } from "./config";
import { connectMarket } from "./market-deps";
import { connectHistory, INDEXER_LEASE_MS } from "./connect-history";
import type { ServerDeps } from "./server-deps";
import { CURRENT_LEGAL_VERSIONS } from "../legal/legal-documents";

/** The production wiring and how to release what it opened. */
export type ComposedDeps = Readonly<{ deps: ServerDeps; close: () => Promise<void> }>;

/**
 * PostgreSQL when DATABASE_URL is set, else embedded PGlite under DATA_DIR/pglite (migrations
 * applied). DATA_DIR (files, the JWT secret, the database) is made owner-only either way.
 * PGlite is written by this process alone, so its hottest reads are kept in memory
 * (storage/read-cache.ts); PostgreSQL may be shared by several servers and is always asked.
 */
export async function openStorage(config: ServerConfig): Promise<OpenedSqlStorage> {
  ensurePrivateDir(config.dataDir);
  if (config.databaseUrl !== undefined) return openPostgresStorage(config.databaseUrl);
  const pglite = path.join(config.dataDir, "pglite");
  ensurePrivateDir(pglite);
  const opened = await openPgliteStorage({ dataDir: pglite });
  const cached = withReadCache(opened.storage, opened.trades);
  return { ...opened, storage: cached.storage, trades: cached.trades };
}

/** Files in the configured S3 bucket, else under DATA_DIR/files (the default). */
export function createFileStore(config: ServerConfig): FileStorePort {
  return config.s3 !== undefined ? createS3FileStore(createS3Client(config.s3), config.s3.bucket) : createLocalFileStore(path.join(config.dataDir, "files"));
}

/** A mail port and how to wait for mails still in flight. */
type OpenedMail = Readonly<{ mail: MailPort; flush: () => Promise<void> }>;

/** SMTP when SMTP_URL is set (delivery in the background), else the database outbox. */
export function createMail(
  config: ServerConfig,
  ports: Readonly<{ storage: AccountStorage; clock: ClockPort; random: SecureRandomPort }>,
  onError: (error: unknown, to: string) => void = (error) => console.error("mail not delivered", error),
): OpenedMail {
  if (config.smtpUrl === undefined) {
    return { mail: createOutboxMail({ outbox: ports.storage.outbox, clock: ports.clock, random: ports.random, webOrigin: config.webOrigin }), flush: async () => {} };
  }
  const smtp = createSmtpMail({ transport: createTransport(config.smtpUrl), from: config.mailFrom, webOrigin: config.webOrigin, onError });
  return { mail: smtp, flush: () => smtp.flush() };
}

/**
 * Builds every port from the configuration: SQL storage, scrypt, HS256 tokens, TOTP, mail (SMTP
 * or outbox), captcha for the environment, social verification against the configured
 * endpoints, files in S3 when configured (else under DATA_DIR/files). `log` takes the start-up and
 * indexer notes (no node, which instance indexes).
 */
export async function composeServerDeps(config: ServerConfig, log: (line: string) => void = (line) => console.warn(line)): Promise<ComposedDeps> {
  const opened = await openStorage(config);
  const clock: ClockPort = { now: () => Date.now() };
  const random = createSecureRandom();
  const mail = createMail(config, { storage: opened.storage, clock, random });
  // Optional: without a node at RPC_URL the server still serves accounts; market routes answer 503.
  const market = await connectMarket(config, { clock, snapshots: opened.priceSnapshots }, log);
  // The trade indexer runs only with a market (node + deployment); history reads storage either way.
  // Several instances may share the database: the one holding the lease indexes (this process is `holder`).
  const lease = { leases: opened.leases, clock, holder: random.id(), leaseMs: INDEXER_LEASE_MS };
  const history = await connectHistory({ ...config, campaign: config.leaderboardCampaign }, { trades: opened.trades, market, lease }, log);
  const deps: ServerDeps = {
    storage: opened.storage,
    clock,
    passwordHasher: createScryptPasswordHasher(),
    tokens: createHs256TokenIssuer(loadJwtSecret(config)),
    random,
    totp: createTotp(),
    mail: mail.mail,
    captcha: createCaptcha(config),
    social: createSocialIdentityVerifier(config),
    files: createFileStore(config),
    legalVersions: CURRENT_LEGAL_VERSIONS,
    ...(market === null ? {} : { market }),
    history: history.history,
    // Contract wallets (EIP-1271) answer through the node; without one, only ECDSA signatures can be checked.
    walletSignatures: market === null ? createOfflineSignatureVerifier() : createRpcSignatureVerifier({ rpcUrl: config.rpcUrl }),
    // The trading gate signs for this network's router only, with the key from the environment.
    ...(market === null || config.tradeGateKey === undefined
      ? {}
      : { tradeGate: createLocalTradeGateSigner({ privateKey: config.tradeGateKey, chainId: market.network.chainId, router: market.router }) }),
  };
  return {
    deps,
    close: async () => {
      await history.runner?.stop();
      await mail.flush();
      await opened.close();
    },
  };
}
