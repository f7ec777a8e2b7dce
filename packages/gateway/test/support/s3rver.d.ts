/** The part of s3rver (an S3 emulator, no types of its own) the media tests use. */
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs: string[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** The listening address (port 0 asks the system for a free one). */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
