/** A `Server-Timing` header (`name;dur=1.5, …`) as durations by metric name. */
export function parseServerTiming(header: string | null): Record<string, number> {
  return Object.fromEntries(
    (header ?? '').split(',').map((metric) => {
      const [name = '', ...params] = metric.trim().split(';');
      const dur = params.find((param) => param.startsWith('dur='));
      return [name, Number(dur?.slice('dur='.length))];
    }),
  );
}
