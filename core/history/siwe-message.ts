/**
 * Sign-In with Ethereum messages (EIP-4361), the proof that a wallet's owner links it to an
 * account. Only the fields KUL Swap issues are read back: a message with anything else (request
 * id, resources, a second statement line) is not ours and does not parse.
 */

/** The fields of one message; times are epoch milliseconds. */
export type SiweFields = Readonly<{
  domain: string;
  address: string;
  statement: string | null;
  uri: string;
  version: "1";
  chainId: number;
  nonce: string;
  issuedAt: number;
  expirationTime: number;
  notBefore: number | null;
}>;

/**
 * The statement the wallet shows. EIP-4361's grammar allows only printable ASCII here, so it
 * cannot be translated; the web app and `kul` explain the request in the trader's language.
 */
export const WALLET_LINK_STATEMENT = "Link this wallet to my KUL Swap account.";

/** EIP-4361 nonces: at least 8 letters or digits. */
export const SIWE_NONCE_PATTERN = /^[A-Za-z0-9]{8,64}$/;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The message text the wallet signs (personal_sign), line by line as EIP-4361 writes it.
 * @example siweMessage({ domain: "kulswap.com", address, statement: WALLET_LINK_STATEMENT, uri: "https://kulswap.com", version: "1", chainId: 1, nonce, issuedAt, expirationTime, notBefore: null })
 */
export function siweMessage(fields: SiweFields): string {
  return [
    `${fields.domain} wants you to sign in with your Ethereum account:`,
    fields.address,
    "",
    ...(fields.statement === null ? [] : [fields.statement, ""]),
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${iso(fields.issuedAt)}`,
    `Expiration Time: ${iso(fields.expirationTime)}`,
    ...(fields.notBefore === null ? [] : [`Not Before: ${iso(fields.notBefore)}`]),
  ].join("\n");
}

const DATE_TIME = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})`;
const MESSAGE = new RegExp(
  [
    String.raw`^(?<domain>[A-Za-z0-9.\-]+(?::\d{1,5})?) wants you to sign in with your Ethereum account:`,
    String.raw`(?<address>0x[0-9a-fA-F]{40})`,
    "",
    String.raw`(?:(?<statement>[\x20-\x7e]+)\n\n)?URI: (?<uri>[\x21-\x7e]+)`,
    "Version: (?<version>1)",
    String.raw`Chain ID: (?<chainId>[1-9]\d{0,15})`,
    "Nonce: (?<nonce>[A-Za-z0-9]{8,64})",
    `Issued At: (?<issuedAt>${DATE_TIME})`,
    `Expiration Time: (?<expirationTime>${DATE_TIME})(?:\\nNot Before: (?<notBefore>${DATE_TIME}))?$`,
  ].join("\\n"),
);

const time = (text: string | undefined): number | null => {
  if (text === undefined) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
};

/** The fields of a message written as siweMessage writes it (any date-time offset), or null. */
export function parseSiweMessage(text: string): SiweFields | null {
  const g = MESSAGE.exec(text)?.groups;
  if (!g) return null;
  const issuedAt = time(g.issuedAt);
  const expirationTime = time(g.expirationTime);
  const notBefore = time(g.notBefore);
  const chainId = Number(g.chainId);
  if (issuedAt === null || expirationTime === null || (g.notBefore !== undefined && notBefore === null) || !Number.isSafeInteger(chainId)) return null;
  return {
    domain: g.domain!,
    address: g.address!,
    statement: g.statement ?? null,
    uri: g.uri!,
    version: "1",
    chainId,
    nonce: g.nonce!,
    issuedAt,
    expirationTime,
    notBefore,
  };
}
