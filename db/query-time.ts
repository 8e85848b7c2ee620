import { AsyncLocalStorage } from 'node:async_hooks';

/** The summed wall time, in milliseconds, of the database queries made within one measure (an HTTP request). */
export interface QueryTime {
  ms: number;
}

const running = new AsyncLocalStorage<QueryTime>();

/** Runs `fn` with `total` collecting the time of every query it makes, however deep and however concurrent. */
export function measureQueries<T>(total: QueryTime, fn: () => T): T {
  return running.run(total, fn);
}

/** Adds the wall time from now until `query` settles to the running measure; outside one, does nothing. */
function timeQuery<Q extends PromiseLike<unknown>>(query: Q): Q {
  const total = running.getStore();
  if (!total) return query;
  const started = performance.now();
  const stop = () => {
    total.ms += performance.now() - started;
  };
  query.then(stop, stop);
  return query;
}

type Method = (...args: unknown[]) => unknown;

export interface TimedMethods {
  /** The methods that send a query. */
  queries: readonly string[];
  /** The methods (transactions, savepoints) that hand their callback a handle of their own. */
  scopes: readonly string[];
  /** Rewrites a query method's arguments before the driver sees them. */
  queryArguments?: (args: unknown[]) => unknown[];
}

/**
 * A driver handle whose `queries` methods are timed and whose `scopes` methods hand their callback a handle timed the
 * same way. Every other property is the driver's own, bound to it. postgres.js sends a query when it is first awaited,
 * a microtask after `unsafe()` returns, so awaiting it here changes nothing (Drizzle chains `.values()` synchronously
 * before that).
 */
export function timedDriver<T extends object>(driver: T, methods: TimedMethods): T {
  const { queries, scopes, queryArguments = (args) => args } = methods;
  return new Proxy(driver, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      const method = value as Method;
      if (queries.includes(property)) {
        return (...args: unknown[]) => timeQuery(method.apply(target, queryArguments(args)) as PromiseLike<unknown>);
      }
      if (scopes.includes(property)) {
        return (...args: unknown[]) =>
          method.apply(
            target,
            args.map((arg) => (typeof arg === 'function' ? (inner: object) => arg(timedDriver(inner, methods)) : arg)),
          );
      }
      return method.bind(target);
    },
  });
}
