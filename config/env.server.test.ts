import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.server.ts';

describe('loadConfig', () => {
  it('reads the deployment secrets keyring (id:base64key, first seals) and refuses a malformed one', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    const old = Buffer.alloc(32, 2).toString('base64');
    expect(loadConfig({}).deploymentSecretsKeys).toBeUndefined();
    const keys = loadConfig({ DEPLOYMENT_SECRETS_KEYS: `k2:${key},k1:${old},derived` }).deploymentSecretsKeys;
    expect(keys?.map((k) => (k === 'derived' ? k : `${k.id}:${k.key.length}`))).toEqual(['k2:32', 'k1:32', 'derived']);
    expect(() => loadConfig({ DEPLOYMENT_SECRETS_KEYS: 'k1:c2hvcnQ=' })).toThrow(/DEPLOYMENT_SECRETS_KEYS.*32 bytes/s);
    expect(() => loadConfig({ DEPLOYMENT_SECRETS_KEYS: `k1:${key},k1:${old}` })).toThrow(/twice/);
    expect(() => loadConfig({ DEPLOYMENT_SECRETS_KEYS: 'no-key' })).toThrow(/DEPLOYMENT_SECRETS_KEYS/);
    expect(() => loadConfig({ DEPLOYMENT_SECRETS_KEYS: `hkdf-0:${key}` })).toThrow(/reserved/);
  });

  it('defaults to the embedded demo database on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, demo: true, seedDemo: true, publicUrl: 'http://localhost:3000' });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('uses PostgreSQL without seeding unless SEED_DEMO is set', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/deploia';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({ demo: false, seedDemo: false, databaseUrl: url });
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('runs one process unless WEB_CONCURRENCY asks for workers, which need PostgreSQL', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/deploia';
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: url, WEB_CONCURRENCY: '2' }).workers).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: more than one worker needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: url, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('reads the catalogue from DATABASE_READ_URL, a replica of DATABASE_URL, staying on the primary after writes', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/deploia';
    const readUrl = 'postgresql://reader@replica.internal:5432/deploia';
    expect(loadConfig({}).readReplica).toEqual({ url: undefined, stickySeconds: 5 });
    expect(
      loadConfig({ DATABASE_URL: url, DATABASE_READ_URL: readUrl, DATABASE_READ_STICKY_SECONDS: '3' }),
    ).toMatchObject({ readReplica: { url: readUrl, stickySeconds: 3 } });
    expect(() => loadConfig({ DATABASE_READ_URL: readUrl })).toThrow(/DATABASE_READ_URL: needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_READ_URL: 'mysql://replica/deploia' })).toThrow(
      /DATABASE_READ_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_READ_STICKY_SECONDS: '0' })).toThrow(
      /DATABASE_READ_STICKY_SECONDS/,
    );
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, demo: true });
  });

  it('sends mail through SMTP only when SMTP_URL is set, and then needs MAIL_FROM', () => {
    expect(loadConfig({}).smtp).toBeNull();
    const smtp = { SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465', MAIL_FROM: 'Déploia <no-reply@deploia.fr>' };
    expect(loadConfig(smtp).smtp).toEqual({ url: smtp.SMTP_URL, from: smtp.MAIL_FROM });
    expect(() => loadConfig({ SMTP_URL: smtp.SMTP_URL })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ ...smtp, SMTP_URL: 'https://smtp.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...smtp, MAIL_FROM: 'Déploia' })).toThrow(/MAIL_FROM/);
  });

  it('never repeats the SMTP password in its messages', () => {
    try {
      loadConfig({ SMTP_URL: 'smtp://mailer:s3cret@smtp.example.com', MAIL_FROM: 'nobody' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).message).not.toContain('s3cret');
    }
  });

  it('tells shared caches to keep anonymous answers 10 s and serve them stale 60 s more, unless told otherwise', () => {
    expect(loadConfig({}).sharedCache).toEqual({ sharedSeconds: 10, staleSeconds: 60 });
    expect(loadConfig({ SHARED_CACHE_SECONDS: '0', STALE_WHILE_REVALIDATE_SECONDS: '300' }).sharedCache).toEqual({
      sharedSeconds: 0,
      staleSeconds: 300,
    });
    expect(() => loadConfig({ SHARED_CACHE_SECONDS: '-1' })).toThrow(/SHARED_CACHE_SECONDS/);
  });

  it('refuses bad values with a message naming each variable', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const issues = (error as ConfigError).issues.join('\n');
      expect(issues).toContain('PORT');
      expect(issues).toContain('DATABASE_URL');
      expect(issues).toContain('LOG_LEVEL');
    }
  });
});
