import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  deploymentKeyring,
  derivedSecretKey,
  keyringOf,
  openSecret,
  parseSecretKeys,
  type SealingKey,
  sealSecret,
} from './secret-box.ts';

const key = () => randomBytes(32).toString('base64');

describe('deployment secret sealing', () => {
  it('seals with AES-256-GCM under the current key and opens with any key of the keyring', () => {
    const [k1, k2] = parseSecretKeys(`k1:${key()}, k2:${key()}`) as SealingKey[];
    const requestId = randomUUID();
    const sealed = sealSecret(keyringOf([k1!]), requestId, 'OPENAI_API_KEY', 'sk-très-secret');
    expect(sealed.keyId).toBe('k1');
    expect(sealed.sealed).not.toContain('sk-');
    // Rotated: the new key seals, the old one still opens.
    const rotated = keyringOf([k2!, k1!]);
    expect(openSecret(rotated, { requestId, name: 'OPENAI_API_KEY', ...sealed })).toBe('sk-très-secret');
    expect(sealSecret(rotated, requestId, 'x', 'y').keyId).toBe('k2');
  });

  it('uses a fresh nonce each time and refuses a value moved to another request or name, or tampered with', () => {
    const ring = keyringOf([derivedSecretKey('a'.repeat(32))]);
    const requestId = randomUUID();
    const a = sealSecret(ring, requestId, 'K', 'v');
    const b = sealSecret(ring, requestId, 'K', 'v');
    expect(a.sealed).not.toBe(b.sealed);
    expect(() => openSecret(ring, { requestId: randomUUID(), name: 'K', ...a })).toThrow();
    expect(() => openSecret(ring, { requestId, name: 'L', ...a })).toThrow();
    const bytes = Buffer.from(a.sealed, 'base64');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(() =>
      openSecret(ring, { requestId, name: 'K', keyId: a.keyId, sealed: bytes.toString('base64') }),
    ).toThrow();
    expect(() => openSecret(ring, { requestId, name: 'K', ...a, keyId: 'gone' })).toThrow(/unknown key/);
  });

  it('derives a stable default key from the server secret, and prefers the configured keys', () => {
    expect(derivedSecretKey('s'.repeat(32))).toEqual(derivedSecretKey('s'.repeat(32)));
    expect(derivedSecretKey('s'.repeat(32)).id).not.toBe(derivedSecretKey('t'.repeat(32)).id);
    expect(deploymentKeyring({ secret: 's'.repeat(32) }).current.id).toMatch(/^hkdf-/);
    const configured = parseSecretKeys(`main:${key()}`);
    expect(deploymentKeyring({ secret: 's'.repeat(32), deploymentKeys: configured }).current.id).toBe('main');
  });

  it('keeps the derived key after the configured ones, opening what it sealed before a key list was set', () => {
    const secret = 's'.repeat(32);
    const requestId = randomUUID();
    const sealed = sealSecret(deploymentKeyring({ secret }), requestId, 'K', 'v');
    const configured = deploymentKeyring({ secret, deploymentKeys: parseSecretKeys(`main:${key()}`) });
    expect([...configured.all.keys()]).toEqual(['main', derivedSecretKey(secret).id]);
    expect(openSecret(configured, { requestId, name: 'K', ...sealed })).toBe('v');
    expect(sealSecret(configured, requestId, 'K', 'v').keyId).toBe('main');
  });

  it('lets the list name the derived key, so a new key can open everywhere before it seals', () => {
    const secret = 's'.repeat(32);
    const keys = parseSecretKeys(`derived, next:${key()}`);
    expect(keys[0]).toBe('derived');
    const ring = deploymentKeyring({ secret, deploymentKeys: keys });
    expect(ring.current).toEqual(derivedSecretKey(secret));
    expect([...ring.all.keys()]).toEqual([derivedSecretKey(secret).id, 'next']);
  });

  it('refuses malformed key lists', () => {
    expect(() => parseSecretKeys('')).toThrow();
    expect(() => parseSecretKeys('nokey')).toThrow();
    expect(() => parseSecretKeys(`a:${randomBytes(16).toString('base64')}`)).toThrow(/32 bytes/);
    expect(() => parseSecretKeys(`a:${key()},a:${key()}`)).toThrow(/twice/);
    expect(() => parseSecretKeys('a b:xyz')).toThrow();
    // The derived key's ids stay its own.
    expect(() => parseSecretKeys(`hkdf-1a2b3c4d:${key()}`)).toThrow(/reserved/);
    expect(() => parseSecretKeys(`derived:${key()}`)).toThrow(/reserved/);
    expect(() => parseSecretKeys('derived,derived')).toThrow(/twice/);
    // A key given without its id is not repeated in the message.
    const bare = key();
    expect(() => parseSecretKeys(bare)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(bare) }),
    );
  });
});
