/**
 * The npm registry mirror of our machines lacks some platform-specific optional packages (e.g. Biome's and
 * Tailwind's binaries for macOS, Windows, Android). `npm install` then leaves them out of package-lock.json,
 * and `npm ci` refuses the lock. This adds a lock entry for each missing optional platform package, with the
 * os/cpu its name declares, so `npm ci` skips it on Linux as it would with a complete registry.
 * Run after changing dependencies: `node scripts/complete-lockfile.ts`.
 */
import { readFile, writeFile } from 'node:fs/promises';

interface LockPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const lockPath = 'package-lock.json';
const lock = JSON.parse(await readFile(lockPath, 'utf8')) as { packages: Record<string, LockPackage> };

const osNames: Record<string, string> = {
  darwin: 'darwin',
  win32: 'win32',
  linux: 'linux',
  android: 'android',
  freebsd: 'freebsd',
  wasm32: 'none',
};
const cpuNames = ['arm64', 'x64', 'arm', 'ia32', 'wasm32'];

function platformOf(name: string): { os: string[]; cpu: string[]; libc?: string[] } | null {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((p) => p in osNames);
  const cpu = parts.find((p) => cpuNames.includes(p)) ?? (parts.includes('wasm32') ? 'wasm32' : undefined);
  if (!os || !cpu) return null;
  const libc = parts.includes('musl') ? ['musl'] : os === 'linux' ? ['glibc'] : undefined;
  return { os: [osNames[os]!], cpu: [cpu === 'arm' ? 'arm' : cpu], ...(libc && { libc }) };
}

let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (lock.packages[key] || lock.packages[`${path}/${key}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[key] = {
      version: range.replace(/^[\^~=]/, ''),
      ...platform,
      dev: pkg.dev === true || undefined,
      optional: true,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
await writeFile(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} missing optional platform packages`);
