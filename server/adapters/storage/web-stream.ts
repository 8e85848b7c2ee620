/**
 * A web stream pulling from an async iterable one chunk at a time (no read-ahead beyond what the consumer asks
 * for); cancelling it ends the iteration, which closes the source (a file descriptor, a socket).
 */
export function webStreamOf(source: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        await chunks.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
