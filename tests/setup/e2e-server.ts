import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client.ts';
import { freePort } from '../support/app-server.ts';
import { exampleOperatorEnv } from '../support/example-operator.ts';
import { adminUrl, databaseUrl } from './database-urls.ts';
import { createPersonas, madeSessionCookie, type PersonaAccounts } from './e2e-accounts.ts';
import { startMailCatcher } from './mail-catcher.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    accounts: PersonaAccounts;
    /** Session cookies made in the database before the server starts (see madeSessionCookie). */
    madeSessions: {
      customer: string;
      admin: string;
      banned: string;
      applicant: string;
      seller: string;
      partner: string;
      aspirant: string;
      refundee: string;
      listener: string;
      newcomer: string;
    };
    /** The mail catcher's HTTP endpoint (GET /messages): every e-mail the server sent. */
    mailUrl: string;
    /** The server's PostgreSQL database, for tests that run a job's use case beside it ('' on PGlite). */
    databaseUrl: string;
  }
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

/** Starts the built server on a fresh seeded database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export default async function setup(project: TestProject) {
  await access(path.join(process.env.BUILD_DIR || 'build', 'server/index.js')).catch(() => {
    throw new Error('No build: run `npm run build` first (npm run test:e2e does).');
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'deploia-e2e-'));
  const port = await freePort();
  const mail = await startMailCatcher();
  project.provide('mailUrl', mail.httpUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ...exampleOperatorEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    // Administrators' second factor is tested where it is asked for; the other tests sign in with a password.
    ADMIN_REQUIRE_2FA: '0',
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Déploia <no-reply@deploia.example>',
  };
  let dropDatabase = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const name = `deploia_e2e_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ url: adminUrl(process.env.TEST_DATABASE_URL), maxConnections: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    env.DATABASE_URL = databaseUrl(process.env.TEST_DATABASE_URL, name);
    env.SEED_DEMO = '1';
    dropDatabase = async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    };
  }
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL, maxConnections: 1 } : { dataDir: path.join(dataDir, 'pglite') },
  );
  const accounts = await createPersonas(database);
  const secret = env.AUTH_SECRET as string;
  project.provide('madeSessions', {
    customer: await madeSessionCookie(database, accounts.customer.email, secret),
    admin: await madeSessionCookie(database, accounts.admin.email, secret),
    banned: await madeSessionCookie(database, accounts.banned.email, secret),
    applicant: await madeSessionCookie(database, accounts.applicant.email, secret),
    seller: await madeSessionCookie(database, accounts.seller.email, secret),
    partner: await madeSessionCookie(database, accounts.partner.email, secret),
    aspirant: await madeSessionCookie(database, accounts.aspirant.email, secret),
    refundee: await madeSessionCookie(database, accounts.refundee.email, secret),
    listener: await madeSessionCookie(database, accounts.listener.email, secret),
    newcomer: await madeSessionCookie(database, accounts.newcomer.email, secret),
  });
  await database.close();
  project.provide('accounts', accounts);
  project.provide('databaseUrl', env.DATABASE_URL ?? '');

  const child = spawn(process.execPath, ['server/index.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Seeding the demo on a fresh clone encodes its art (SEED_ART_CACHE is empty), beside whatever else the machine runs:
  // minutes, not seconds, on a busy 2-core CI machine.
  await waitUntilReady(baseUrl, child, 600_000);
  project.provide('baseUrl', baseUrl);
  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await dropDatabase();
    await mail.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
