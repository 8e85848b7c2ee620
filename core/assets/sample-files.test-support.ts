import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { zipArchive } from '../../db/factories/delivery.ts';

const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))));

/** A real, decodable 8 × 5 image in each accepted format. */
export async function sampleImage(format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif', width = 8, height = 5) {
  const image = sharp({ create: { width, height, channels: 3, background: '#0e7a53' } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** A POSIX tar holding one small file: a 512-byte header ("ustar" at 257), the data, two empty blocks. */
function tarArchive(name: string, text: string) {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000644\0', 100);
  header.write(`${text.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write('0', 156);
  header.write('ustar\0' + '00', 257);
  header.fill(' ', 148, 156);
  let sum = 0;
  for (const b of header) sum += b;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  const data = Buffer.alloc(512);
  data.write(text);
  return new Uint8Array(Buffer.concat([header, data, Buffer.alloc(1024)]));
}

const zip = zipArchive([{ name: 'README.md', text: '# Agent\n' }]);

/** Minimal but real files of every accepted non-image type, and of refused ones. */
export const samples = {
  pdf: bytes('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  zip,
  gzip: new Uint8Array(gzipSync(tarArchive('agent.yaml', 'model: small\n'))),
  tar: tarArchive('agent.yaml', 'model: small\n'),
  mp4: bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2', [0, 0, 0, 8], 'free'),
  webm: bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04],
    [0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84],
    'webm',
    [0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02],
  ),
  markdown: bytes(Buffer.from('# Déployer l’agent\n\n<div align="center">logo</div>\n')),
  csv: bytes('name,price\nagent,49\n'),
  json: bytes('{ "model": "small" }\n'),
  yaml: bytes('model: small\nregion: eu-west-3\n'),
  windowsExe: bytes(
    'MZ',
    [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0],
    'This program cannot be run in DOS mode',
  ),
  elf: bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  xmlSvg: bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
  html: bytes('\n  <!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
  latin1: bytes('caf', [0xe9], ' au lait\n'),
  withNul: bytes('text', [0], 'more'),
};
