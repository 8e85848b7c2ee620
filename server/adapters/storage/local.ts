import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../../../core/ports/file-store.ts';
import { AppError } from '../../../core/shared/app-error.ts';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};

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
    put: (key, body) => write(key, [body]),
    putStream: (key, chunks) => write(key, chunks),
    async get(key) {
      try {
        const body = await readFile(resolve(key));
        return { body, contentType: contentTypes[path.extname(key)] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
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
  };
}
