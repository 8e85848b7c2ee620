import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStore } from '../../../core/ports/file-store.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { attachmentDisposition } from '../../../core/shared/attachment-disposition.ts';
import type { ByteRange } from '../../../core/shared/byte-range.ts';

export interface S3Config {
  /** An S3-compatible service's address; absent for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Absent: the SDK's default chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what most compatible services expect. */
  forcePathStyle: boolean;
  /** Paid downloads go straight from the bucket through presigned links instead of through the app. */
  presignedDownloads: boolean;
}

/** Parts of a multipart upload: with two in flight, an upload holds about 16 MiB whatever the file's size. */
const partSize = 8 * 1024 * 1024;
const queueSize = 2;

export function s3Client(config: S3Config) {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: most compatible services reject the SDK's default aws-chunked trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Whether the SDK's error says the key holds nothing (GET: NoSuchKey, HEAD: NotFound, both 404). */
export const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Keys are the local store's relative paths: the same rule keeps them portable between the two stores. */
function checkKey(key: string) {
  if (key.length === 0 || key.startsWith('/') || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new AppError('invalid_file_key', 400, 'Chemin de fichier invalide');
  }
  return key;
}

/** Files in an S3 bucket (AWS or a compatible service), streamed both ways; served by the app under `publicPrefix`. */
export function s3FileStore(config: S3Config, publicPrefix = '/media', client = s3Client(config)): FileStore {
  const Bucket = config.bucket;
  const getObject = async (key: string, range?: ByteRange) => {
    try {
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      return await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key), Range }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
        }),
      );
    },
    async putStream(key, chunks, contentType) {
      // A multipart upload is visible only once completed; on error lib-storage aborts it, leaving nothing.
      let sourceError: unknown;
      async function* source() {
        try {
          yield* chunks;
        } catch (error) {
          sourceError = error;
          throw error;
        }
      }
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkKey(key), Body: Readable.from(source()), ContentType: contentType },
        partSize,
        queueSize,
      });
      try {
        await upload.done();
      } catch (error) {
        // The source's own error (an upload past its limit) rather than what aborting the upload answered.
        throw sourceError ?? error;
      }
    },
    async get(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return {
        body: await object.Body.transformToByteArray(),
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    },
    async open(key, range) {
      const object = await getObject(key, range);
      if (!object?.Body) return null;
      return {
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    url: (key) => `${publicPrefix}/${key}`,
    async directLink(key, { fileName, contentType, expiresInSeconds }) {
      if (!config.presignedDownloads) return null;
      const command = new GetObjectCommand({
        Bucket,
        Key: checkKey(key),
        ResponseContentDisposition: attachmentDisposition(fileName),
        ResponseContentType: contentType,
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
