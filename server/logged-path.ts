/** Paths whose last segment is a secret (a claim, download or newsletter token, a share link). */
const secretPaths = /^\/(gift|downloads|c|newsletter\/confirm|newsletter\/unsubscribe|pay\/sandbox)\/[^/]+/;

/** A request path as logs may keep it: secret tokens replaced, so a log reader cannot use them. */
export const loggedPath = (path: string): string =>
  path.replace(secretPaths, (_match, prefix: string) => `/${prefix}/[redacted]`);
