import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { contentTypeOf } from './local.ts';
import { isMissing } from './s3.ts';

export interface CopyReport {
  copied: string[];
  /** Already in the bucket with the same checksum: a resumed copy skips them. */
  skipped: string[];
  /** Read back from the bucket and found identical (with `verify`). */
  verified: number;
  /** Keys whose copy failed or whose bytes in the bucket differ from the disk's, with why. */
  failed: { key: string; reason: string }[];
}

async function* filesUnder(root: string, folder = root): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, full);
    // `.part` files are the local store's writes in progress.
    else if (entry.isFile() && !entry.name.endsWith('.part')) yield path.relative(root, full).split(path.sep).join('/');
  }
}

async function sha256(chunks: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  for await (const chunk of chunks) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * Copies every file of a local store (`DATA_DIR/uploads`) to the bucket under the same key, streamed, with its SHA-256
 * in the object's metadata. Resumable: an object already there with the same size and checksum is skipped, so a copy
 * stopped half-way is run again. With `verify`, every object is read back and its checksum compared with the disk's.
 */
export async function copyLocalStoreToBucket(options: {
  root: string;
  client: S3Client;
  bucket: string;
  verify: boolean;
  concurrency?: number;
  onProgress?: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void;
}): Promise<CopyReport> {
  const { root, client, bucket: Bucket } = options;
  const report: CopyReport = { copied: [], skipped: [], verified: 0, failed: [] };

  const copyOne = async (key: string) => {
    const file = path.join(root, ...key.split('/'));
    const [size, checksum] = await Promise.all([stat(file).then((s) => s.size), sha256(createReadStream(file))]);
    const head = await client.send(new HeadObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    const present = head?.ContentLength === size && head.Metadata?.sha256 === checksum;
    if (!present) {
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: key,
          Body: createReadStream(file),
          ContentType: contentTypeOf(key),
          Metadata: { sha256: checksum },
        },
      });
      await upload.done();
    }
    if (options.verify) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      const read = await sha256(object.Body as AsyncIterable<Uint8Array>);
      if (read !== checksum)
        throw new Error(`checksum differs in the bucket (${read.slice(0, 12)}… ≠ ${checksum.slice(0, 12)}…)`);
      report.verified++;
    }
    (present ? report.skipped : report.copied).push(key);
    return present ? 'skipped' : 'copied';
  };

  // The names only (a few MB for a million files); the files themselves are streamed one by one.
  const keys: string[] = [];
  for await (const key of filesUnder(root)) keys.push(key);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      try {
        const outcome = await copyOne(key);
        options.onProgress?.(key, outcome);
      } catch (error) {
        report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
        options.onProgress?.(key, 'failed');
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return report;
}
