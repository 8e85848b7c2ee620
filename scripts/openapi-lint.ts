import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiV1 } from '../server/api/v1/index.ts';

/**
 * `npm run lint:api`: the OpenAPI document of /api/v1, generated from the routes' zod schemas exactly as
 * GET /api/v1/openapi.json serves it, checked by `redocly lint` with the rules of redocly.yaml.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'deploia-openapi-'));
const file = path.join(dir, 'openapi.json');
try {
  const answer = await apiV1('https://deploia.example').request('/openapi.json');
  writeFileSync(file, JSON.stringify(await answer.json(), null, 2));
  const redocly = path.join(import.meta.dirname, '../node_modules/@redocly/cli/bin/cli.js');
  execFileSync(
    process.execPath,
    [redocly, 'lint', file, '--config', path.join(import.meta.dirname, '../redocly.yaml')],
    {
      stdio: 'inherit',
    },
  );
} catch (error) {
  process.exitCode = 1;
  if (!(error instanceof Error && 'status' in error)) console.error(error);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
