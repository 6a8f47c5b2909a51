// The part of s3rver (a local S3-compatible server, JavaScript, no types of its own) the tests use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  type Options = { address?: string; port?: number; directory: string; silent?: boolean; configureBuckets?: ReadonlyArray<{ name: string }> };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
