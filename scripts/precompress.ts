/** Writes .br and .gz beside each compressible build asset, so they are served precompressed. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const dir = process.argv[2] ?? path.join(process.env.BUILD_DIR || 'build', 'client/assets');
const compressible = /\.(js|css|svg|json|txt|html|mjs)$/;

const names = (await readdir(dir, { recursive: true })).filter((n) => compressible.test(n));
await Promise.all(
  names.map(async (name) => {
    const file = path.join(dir, name);
    const body = await readFile(file);
    if (body.length < 1024) return;
    await writeFile(`${file}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
  }),
);
console.log(`precompressed ${names.length} assets in ${dir}`);
