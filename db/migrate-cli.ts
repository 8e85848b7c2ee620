/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded database). */
import path from 'node:path';
import { loadConfig } from '../config/env.server.ts';
import { openDatabase } from './client.ts';
import { migrationStatus } from './migration-status.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
try {
  await database.migrate();
  const { applied, expected } = await migrationStatus(database.db);
  console.log(`${database.kind}: ${applied}/${expected} migrations applied`);
} finally {
  await database.close();
}
