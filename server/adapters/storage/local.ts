import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../../../core/ports/file-store.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { webStreamOf } from './web-stream.ts';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};

/** The type of a file kept on disk, from its name: the disk keeps no metadata. */
export const contentTypeOf = (key: string) => contentTypes[path.extname(key)] ?? 'application/octet-stream';

/** Files on local disk under `root`; keys are relative POSIX paths and may not climb out of it. */
export function localFileStore(root: string, publicPrefix = '/media'): FileStore {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new AppError('invalid_file_key', 400, 'Chemin de fichier invalide');
    return full;
  };
  /**
   * Writes beside the final name, then renames (atomic on one file system): a reader never sees half a file, even
   * while a job and a request render the same invoice at once.
   */
  const write = async (key: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) => {
    const full = resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    const partial = `${full}.${randomUUID()}.part`;
    try {
      await pipeline(Readable.from(chunks), createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, full);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  };
  return {
    kind: 'local',
    put: (key, body) => write(key, [body]),
    putStream: (key, chunks) => write(key, chunks),
    async get(key) {
      try {
        const body = await readFile(resolve(key));
        return { body, contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(key, range) {
      // One descriptor for the size and the stream: a rename in between cannot pair one file's size with another's bytes.
      const handle = await open(resolve(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        const highWaterMark = 256 * 1024;
        // Cancelling the web stream ends the iteration, which destroys the file stream and closes the descriptor.
        const body = webStreamOf(handle.createReadStream(range ? { ...range, highWaterMark } : { highWaterMark }));
        const length = range ? Math.max(0, Math.min(range.end, size - 1) - range.start + 1) : size;
        return { body, size: length, contentType: contentTypeOf(key) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async exists(key) {
      try {
        await access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      // force: a missing file is fine; never recursive, so a key naming a folder fails instead of emptying it.
      await rm(resolve(key), { force: true });
    },
    url: (key) => `${publicPrefix}/${key}`,
    directLink: async () => null,
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
