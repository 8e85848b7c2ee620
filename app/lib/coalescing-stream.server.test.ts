import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { coalescingStream } from './coalescing-stream.server.ts';

/** Collects the chunks a stream hands on, as strings. */
function chunksOf(stream: ReturnType<typeof coalescingStream>) {
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
}

describe('coalescingStream', () => {
  it('hands on what is written in one turn as one chunk', async () => {
    const stream = coalescingStream();
    const chunks = chunksOf(stream);
    for (const part of ['<html>', '<body>', 'Bonjour', '</body>']) stream.write(Buffer.from(part));
    await nextTurn();
    await nextTurn();
    expect(chunks).toEqual(['<html><body>Bonjour</body>']);
  });

  it('keeps what is written in later turns apart, so a page still streams', async () => {
    const stream = coalescingStream();
    const chunks = chunksOf(stream);
    stream.write(Buffer.from('shell'));
    await nextTurn();
    await nextTurn();
    stream.write(Buffer.from('boundary '));
    stream.write(Buffer.from('resolved'));
    await nextTurn();
    await nextTurn();
    expect(chunks).toEqual(['shell', 'boundary resolved']);
  });

  it('hands on what is pending when it ends, once', async () => {
    const stream = coalescingStream();
    const chunks = chunksOf(stream);
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write(Buffer.from('a'));
    stream.end(Buffer.from('b'));
    await ended;
    await nextTurn();
    expect(chunks).toEqual(['ab']);
  });
});
