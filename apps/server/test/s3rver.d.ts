/** The part of s3rver (an S3-compatible server for tests, no bundled types) the tests use. */
declare module 's3rver' {
  type S3rverOptions = { address?: string; port?: number; directory: string; silent?: boolean };
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Starts listening; answers the address and the port it got. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
