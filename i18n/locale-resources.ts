import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from './config.ts';
import { locales } from './config.ts';

type Namespaces = Record<string, Record<string, unknown>>;

/**
 * `i18n/locales`, found from this module's place: next to it when it runs from source (the server, tests), above it
 * when it runs from the React Router build (`build/server/…`). Read from disk rather than bundled with
 * `import.meta.glob`, so the server's own code (API, jobs, e-mails), which Node runs without Vite, translates from
 * the same files as the pages do.
 */
function localesDirectory(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [path.join(dir, 'locales'), path.join(dir, 'i18n', 'locales')]) {
      if (existsSync(path.join(candidate, 'fr', 'common.json'))) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`i18n/locales not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

function readLocale(directory: string): Namespaces {
  const namespaces: Namespaces = {};
  for (const file of readdirSync(directory).sort()) {
    if (file.endsWith('.json')) {
      namespaces[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(directory, file), 'utf8'));
    }
  }
  return namespaces;
}

const directory = localesDirectory();

/** Every `i18n/locales/<locale>/<namespace>.json`, read once when the server starts (about 1 MB in all). */
export const resources = Object.fromEntries(
  locales.map((locale) => [locale, readLocale(path.join(directory, locale))]),
) as Record<Locale, Namespaces>;

/** Read once per namespace: the files change with a deploy, which restarts the server. */
const updatedOn = new Map<string, string>();

/** When a namespace's French source last changed (YYYY-MM-DD): the date of a page whose text lives there. */
export const sourceUpdatedOn = (namespace: string): string => {
  let day = updatedOn.get(namespace);
  if (day === undefined) {
    day = statSync(path.join(directory, 'fr', `${namespace}.json`))
      .mtime.toISOString()
      .slice(0, 10);
    updatedOn.set(namespace, day);
  }
  return day;
};
