import { Transform } from 'node:stream';

/**
 * A pass-through that hands on, as one chunk, everything written to it within one turn of the event loop. React
 * writes a rendered document in chunks of a few kilobytes, all in the same turn when nothing is pending: without
 * this, each chunk was compressed and written to the socket on its own (a zlib job and a system call each), which
 * made a streamed page cost several times what the same page cost buffered. Streaming is kept: what React writes in a
 * later turn (a resolved Suspense boundary) goes on in its own chunk.
 */
export function coalescingStream(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(handOn);
      }
      callback();
    },
    flush(callback) {
      handOn();
      callback();
    },
  });
  function handOn() {
    scheduled = false;
    if (pending.length === 0 || stream.writableFinished) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  }
  return stream;
}
