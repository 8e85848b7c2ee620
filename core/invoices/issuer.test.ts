import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { issuer } from './issuer.ts';

describe('invoice issuer', () => {
  it('is the company the legal notice names, field by field', async () => {
    const legal = await readFile(new URL('../../content/pages/fr/legal.md', import.meta.url), 'utf8');
    expect(legal).toContain(`**Dénomination** : ${issuer.name}`);
    expect(legal).toContain(`**Forme juridique** : ${issuer.legalForm}`);
    expect(legal).toContain(`**Capital social** : ${issuer.shareCapital}`);
    expect(legal).toContain(`**Siège social** : ${issuer.address}`);
    expect(legal).toContain(`**Immatriculation** : ${issuer.registration}`);
    expect(legal).toContain(`**SIRET** : ${issuer.siret}`);
    expect(legal).toContain(`**TVA intracommunautaire** : ${issuer.vatNumber}`);
    expect(legal).toContain(`**E-mail** : ${issuer.email}`);
  });
});
