import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/** The OPERATOR_* variables of config/operator.example.env, for production servers started by tests and benchmarks. */
export const exampleOperatorEnv = parseEnv(
  readFileSync(new URL('../../config/operator.example.env', import.meta.url), 'utf8'),
) as Record<string, string>;
