import { createHash } from 'node:crypto';
import type { AppError } from '../shared/app-error.ts';

/**
 * An upload read once, chunk by chunk: it counts and hashes what goes through, and stops reading (and lets go of
 * the source) as soon as the count passes the current limit, so an oversized body is never buffered whole.
 */
export function uploadStream(source: AsyncIterable<Uint8Array> | null) {
  const iterator = source?.[Symbol.asyncIterator]();
  const hash = createHash('sha256');
  let size = 0;
  let limit = Number.POSITIVE_INFINITY;
  let overLimit: (() => AppError) | undefined;

  async function pull(): Promise<Uint8Array | null> {
    const next = await iterator?.next();
    if (!next || next.done) return null;
    size += next.value.byteLength;
    if (size > limit) {
      await iterator?.return?.();
      throw overLimit?.();
    }
    hash.update(next.value);
    return next.value;
  }

  return {
    /** From now on, more than `bytes` in all (what was read included) stops the upload with `error()`. */
    limit(bytes: number, error: () => AppError) {
      limit = bytes;
      overLimit = error;
      if (size > limit) throw error();
    },
    /** The chunks that hold at least the first `bytes` bytes (fewer at the end of the upload). */
    async head(bytes: number): Promise<Uint8Array[]> {
      const chunks: Uint8Array[] = [];
      let read = 0;
      while (read < bytes) {
        const chunk = await pull();
        if (!chunk) break;
        chunks.push(chunk);
        read += chunk.byteLength;
      }
      return chunks;
    },
    /** The chunks not read yet. */
    async *rest(): AsyncGenerator<Uint8Array> {
      for (let chunk = await pull(); chunk; chunk = await pull()) yield chunk;
    },
    size: () => size,
    sha256: () => hash.digest('hex'),
  };
}
