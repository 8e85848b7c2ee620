import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** One AES-256 key of the keyring and the id stored beside what it sealed. */
export interface SealingKey {
  id: string;
  key: Buffer;
}

/** The first key seals; every key opens (rotation without downtime, decision 0046). */
export interface SecretKeyring {
  current: SealingKey;
  all: ReadonlyMap<string, Buffer>;
}

const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/;
/** The ids of keys derived from the server's secret; a configured key may not take one. */
const DERIVED_ID_PREFIX = 'hkdf-';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * An entry of `DEPLOYMENT_SECRETS_KEYS`: a key, or `derived`, the key derived from the server's secret, which a list
 * names first to move off it without downtime (decision 0046).
 */
export type ConfiguredKey = SealingKey | typeof DERIVED_ENTRY;
const DERIVED_ENTRY = 'derived';

/**
 * Parses `DEPLOYMENT_SECRETS_KEYS` (`id:base64key,…` or `derived`, the first one seals): each id letters, digits, `-`
 * or `_`, unique; each key 32 bytes in base64. Throws a message fit for the configuration's error (never a key).
 */
export function parseSecretKeys(value: string): ConfiguredKey[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('must list at least one key (id:base64key)');
  const seen = new Set<string>();
  const once = (id: string) => {
    if (seen.has(id)) throw new Error(`the key id ${id} appears twice`);
    seen.add(id);
  };
  return entries.map((entry): ConfiguredKey => {
    if (entry === DERIVED_ENTRY) {
      once(entry);
      return DERIVED_ENTRY;
    }
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    const encoded = colon > 0 ? entry.slice(colon + 1) : '';
    if (!keyIdPattern.test(id)) {
      throw new Error('each entry must be id:base64key, the id of letters, digits, - or _, or derived');
    }
    if (id === DERIVED_ENTRY || id.startsWith(DERIVED_ID_PREFIX)) {
      throw new Error(`the key id ${id} is reserved for the key derived from AUTH_SECRET`);
    }
    once(id);
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) throw new Error(`the key ${id} is not base64`);
    const key = Buffer.from(encoded, 'base64');
    if (key.length !== 32) throw new Error(`the key ${id} must be 32 bytes (openssl rand -base64 32)`);
    return { id, key };
  });
}

/** The local default: a key derived from the server's secret with HKDF-SHA-256; its id names the derived key. */
export function derivedSecretKey(serverSecret: string): SealingKey {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'deploia', 'deployment-secrets:v1', 32));
  const id = `${DERIVED_ID_PREFIX}${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
  return { id, key };
}

export function keyringOf(keys: readonly SealingKey[]): SecretKeyring {
  const [current] = keys;
  if (!current) throw new Error('a keyring needs a key');
  return { current, all: new Map(keys.map((k) => [k.id, k.key])) };
}

/**
 * The configured keys, then the key derived from the server's secret: it seals only when no key is configured (or
 * when the list names it first), and otherwise still opens what it sealed until the rekey job has moved those rows.
 */
export function deploymentKeyring(deps: { secret: string; deploymentKeys?: readonly ConfiguredKey[] }): SecretKeyring {
  const derived = derivedSecretKey(deps.secret);
  const configured = (deps.deploymentKeys ?? []).map((k) => (k === DERIVED_ENTRY ? derived : k));
  return keyringOf([...configured, derived]);
}

/** What the sealing binds the value to: the request and the secret's name (moving a row elsewhere fails to open). */
const additionalData = (requestId: string, name: string) => Buffer.from(`${requestId}\u0000${name}`, 'utf8');

/** AES-256-GCM under the keyring's current key: base64 of nonce ‖ ciphertext ‖ tag, and the key's id. */
export function sealSecret(
  keyring: SecretKeyring,
  requestId: string,
  name: string,
  value: string,
): { keyId: string; sealed: string } {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, nonce);
  cipher.setAAD(additionalData(requestId, name));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return { keyId: keyring.current.id, sealed: Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64') };
}

/** Opens a sealed value; throws when its key is unknown or the value, request or name does not match. */
export function openSecret(
  keyring: SecretKeyring,
  row: { requestId: string; name: string; keyId: string; sealed: string },
): string {
  const key = keyring.all.get(row.keyId);
  if (!key) throw new Error(`deployment secret sealed under an unknown key (${row.keyId})`);
  const raw = Buffer.from(row.sealed, 'base64');
  if (raw.length < NONCE_BYTES + TAG_BYTES) throw new Error('deployment secret too short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES));
  decipher.setAAD(additionalData(row.requestId, row.name));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
