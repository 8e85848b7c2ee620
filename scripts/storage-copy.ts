/**
 * `npm run storage:copy [-- --verify] [--from DIR]`: copies the local file store (DATA_DIR/uploads, or DIR) to the
 * S3 bucket configured by the S3_* variables, resumably; with --verify, reads every object back and compares checksums.
 * Exits 1 when a file failed, so a deployment script stops before switching the app to the bucket.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env.server.ts';
import { copyLocalStoreToBucket } from '../server/adapters/storage/copy-to-bucket.ts';
import { s3Client } from '../server/adapters/storage/s3.ts';

const { values } = parseArgs({ options: { verify: { type: 'boolean', default: false }, from: { type: 'string' } } });
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (!config.s3) {
  console.error('S3_BUCKET is not set: nothing to copy to (see .env.example, S3_*).');
  process.exit(1);
}
const root = path.resolve(values.from ?? path.join(config.dataDir, 'uploads'));
console.log(`Copie de ${root} vers s3://${config.s3.bucket}${values.verify ? ', avec vérification' : ''}…`);
let done = 0;
const report = await copyLocalStoreToBucket({
  root,
  client: s3Client(config.s3),
  bucket: config.s3.bucket,
  verify: values.verify,
  onProgress: (key, outcome) => {
    done++;
    if (outcome === 'failed' || done % 100 === 0) console.log(`  ${done} fichiers (${outcome} : ${key})`);
  },
});
console.log(
  `Copiés : ${report.copied.length} · déjà présents : ${report.skipped.length}` +
    (values.verify ? ` · vérifiés : ${report.verified}` : '') +
    ` · en échec : ${report.failed.length}`,
);
for (const { key, reason } of report.failed) console.error(`  ${key} : ${reason}`);
process.exit(report.failed.length > 0 ? 1 : 0);
