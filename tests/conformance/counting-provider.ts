import type { Eip1193Provider } from "../../adapters/chain/wallet/eip1193";

type Request = { method: string; params?: readonly unknown[] | object };

/** A fault the wrapper raises instead of forwarding: what a wallet or node answers in that case. */
export type Fault = Readonly<{ method: string; error: Readonly<{ code: number; message: string }> }>;

/**
 * An EIP-1193 provider in front of Hardhat's that records every request (the transport-level count
 * of round trips) and can answer some methods with an error, as a wallet or a limited node would.
 */
export class CountingProvider implements Eip1193Provider {
  readonly methods: string[] = [];
  /** The requests themselves (method and params), in order, since the last reset. */
  readonly requests: Request[] = [];
  private faults: Fault[] = [];

  constructor(private readonly inner: Eip1193Provider) {}

  /** Requests made since the last reset. */
  get count(): number {
    return this.methods.length;
  }

  reset(): void {
    this.methods.length = 0;
    this.requests.length = 0;
    this.faults = [];
  }

  /** Answers `method` with `error` until reset (a declined signature, an unsupported method...). */
  fail(method: string, error: Fault["error"]): void {
    this.faults.push({ method, error });
  }

  async request(args: Request): Promise<unknown> {
    this.methods.push(args.method);
    this.requests.push(args);
    const fault = this.faults.find((f) => f.method === args.method);
    if (fault) throw Object.assign(new Error(fault.error.message), { code: fault.error.code });
    return this.inner.request(args);
  }
}
