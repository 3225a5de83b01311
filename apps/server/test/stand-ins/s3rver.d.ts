// s3rver ships no types; these are the parts the S3 stand-in (s3.mjs) uses.
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    /** Where the buckets' objects are kept. */
    directory: string;
    /** Buckets created at start. */
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
