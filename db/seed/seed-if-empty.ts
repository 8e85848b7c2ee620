import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { CoreDeps } from '../../core/deps.ts';
import { rows } from '../rows.ts';
import { type DemoAccount, seedDemo } from './demo.ts';

const demoPassword = () => `Demo-${randomBytes(9).toString('base64url')}`;

/**
 * Seeds the demo catalogue into an empty database. In demo mode the demo accounts get random passwords,
 * kept in `<dataDir>/demo-credentials.json` so every start can print them.
 */
export async function seedIfEmpty(
  deps: Pick<CoreDeps, 'db' | 'files' | 'clock' | 'log'>,
  options: { dataDir: string; withAccounts: boolean },
): Promise<DemoAccount[] | null> {
  const credentialsFile = path.join(options.dataDir, 'demo-credentials.json');
  const [state] = await rows<{ seeded: boolean }>(deps.db, sql`select exists(select 1 from categories) as seeded`);
  if (state?.seeded) {
    return options.withAccounts ? readCredentials(credentialsFile) : null;
  }
  const accounts: DemoAccount[] = options.withAccounts
    ? [
        { role: 'admin', email: 'admin@deploia.example', password: demoPassword() },
        { role: 'expert', email: 'expert@deploia.example', password: demoPassword() },
        { role: 'client', email: 'client@deploia.example', password: demoPassword() },
      ]
    : [];
  const started = performance.now();
  // One transaction: an interrupted seed leaves an empty database, seeded again at the next start.
  const result = await deps.db.transaction((tx) =>
    seedDemo({ ...deps, db: tx }, { accounts, onProgress: (step) => deps.log.info({ step }, 'seeding demo data') }),
  );
  deps.log.info({ ...result, ms: Math.round(performance.now() - started) }, 'demo catalogue seeded');
  if (options.withAccounts) await writeFile(credentialsFile, JSON.stringify(accounts, null, 2), { mode: 0o600 });
  return options.withAccounts ? accounts : null;
}

async function readCredentials(file: string): Promise<DemoAccount[] | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as DemoAccount[];
  } catch {
    return null;
  }
}
