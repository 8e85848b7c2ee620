/** One Server-Sent Event, or a comment line (`: ping`). */
export type StreamMessage =
  | { kind: 'event'; event: string; data: string; id?: string; retry?: number }
  | { kind: 'comment'; text: string };

/** Reads an SSE response body message by message, as a browser's EventSource parses it. */
export function readEventStream(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: StreamMessage[] = [];
  let buffer = '';
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;

  const parse = (block: string) => {
    const message: { event: string; data: string[]; id?: string; retry?: number } = { event: 'message', data: [] };
    let fields = 0;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        ready.push({ kind: 'comment', text: line.slice(1).trim() });
        continue;
      }
      const [name, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      fields++;
      if (name === 'event') message.event = value;
      else if (name === 'data') message.data.push(value);
      else if (name === 'id') message.id = value;
      else if (name === 'retry') message.retry = Number(value);
    }
    if (fields > 0) ready.push({ kind: 'event', ...message, data: message.data.join('\n') });
  };

  /** The next message, or an error after `timeoutMs`. */
  async function next(timeoutMs = 1_000): Promise<StreamMessage> {
    const deadline = Date.now() + timeoutMs;
    while (ready.length === 0) {
      pending ??= reader.read();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
      });
      const result = await Promise.race([pending, timeout]);
      clearTimeout(timer);
      if (result === 'timeout') throw new Error(`no event within ${timeoutMs} ms`);
      pending = undefined;
      if (result.done) throw new Error('the stream ended');
      buffer += decoder.decode(result.value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) parse(block);
    }
    return ready.shift() as StreamMessage;
  }

  /** The next event named `name` (skipping comments and other events), or an error after `timeoutMs`. */
  async function nextEvent(name: string, timeoutMs = 1_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = await next(Math.max(1, deadline - Date.now()));
      if (message.kind === 'event' && message.event === name) return message;
    }
  }

  return { next, nextEvent, close: () => reader.cancel() };
}
