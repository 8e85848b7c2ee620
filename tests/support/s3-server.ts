import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../server/adapters/storage/s3.ts';

export interface LocalS3 {
  config: S3Config;
  /** The variables an app process reads to use this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, from npm) with one empty bucket, on a free port of 127.0.0.1, keeping its
 * objects in a temporary folder removed on stop. It checks request signatures like S3 does.
 */
export async function startLocalS3(bucket = 'deploia-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'deploia-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's only key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    config: { endpoint, region: 'us-east-1', bucket, credentials, forcePathStyle: true, presignedDownloads: false },
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
