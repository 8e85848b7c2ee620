import { describe, expect, it } from 'vitest';
import { demoOperator, registration } from '../core/legal/operator.ts';
import { exampleOperatorEnv } from '../tests/support/example-operator.ts';
import { ConfigError, loadConfig } from './env.server.ts';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/deploia',
  AUTH_SECRET: 'x'.repeat(32),
};
const operatorEnv = exampleOperatorEnv;

const issuesOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  return [];
};

describe('the operator (OPERATOR_*)', () => {
  it('is the fictitious demo operator when none is configured outside a production start', () => {
    expect(loadConfig({}).operator).toEqual(demoOperator);
    expect(loadConfig({ NODE_ENV: 'production' }).operator.fictitious).toBe(true);
    expect(loadConfig({ DATABASE_URL: production.DATABASE_URL }).operator.fictitious).toBe(true);
  });

  it('is read, normalised, from the variables', () => {
    const { operator } = loadConfig({ ...production, ...operatorEnv });
    expect(operator).toMatchObject({
      name: 'Déploia',
      shareCapital: '10 000 €',
      siret: '91234567500009',
      vatNumber: 'FR65912345675',
      host: { name: 'OVH SAS', country: 'France' },
      mediator: { url: 'https://www.cm2c.net' },
      fictitious: false,
    });
    expect(registration(operator)).toBe('RCS Paris 912\u00a0345\u00a0675');
  });

  it('refuses a production start on PostgreSQL without it, naming every missing variable', () => {
    const issues = issuesOf(production);
    expect(issues).toHaveLength(20);
    expect(issues).toContain(
      "OPERATOR_SIRET: is required in production with DATABASE_URL (the operator's identity on the legal pages and invoices)",
    );
    const { OPERATOR_MEDIATOR_NAME: _, ...withoutMediator } = operatorEnv;
    expect(issuesOf({ ...production, ...withoutMediator })).toEqual([
      expect.stringMatching(/^OPERATOR_MEDIATOR_NAME: is required in production/),
    ]);
  });

  it('needs every variable once one is set, and checks their form', () => {
    expect(issuesOf({ OPERATOR_NAME: 'Déploia' })).toHaveLength(19);
    expect(issuesOf({ ...operatorEnv, OPERATOR_SIRET: '91234567500001' })).toEqual([
      'OPERATOR_SIRET: must be a valid SIRET (14 digits)',
    ]);
    expect(issuesOf({ ...operatorEnv, OPERATOR_VAT_NUMBER: 'DE123456789' })).toEqual([
      "OPERATOR_VAT_NUMBER: must be the VAT number of the SIRET's company (FR65912345675)",
    ]);
    expect(issuesOf({ ...operatorEnv, OPERATOR_MEDIATOR_URL: 'javascript:alert(1)' })).toEqual([
      'OPERATOR_MEDIATOR_URL: must be an http(s) URL',
    ]);
  });
});
