import path from 'node:path';
import type { FileStore } from '../../../core/ports/file-store.ts';
import { localFileStore } from './local.ts';
import { type S3Config, s3FileStore } from './s3.ts';

/** The configured store: the S3 bucket when there is one, else `<dataDir>/uploads` on local disk. */
export function createFileStore(config: { s3: S3Config | null; dataDir: string }): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(path.join(config.dataDir, 'uploads'));
}
