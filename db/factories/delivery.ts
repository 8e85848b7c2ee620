import { createHash, randomUUID } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { newLicenceKey } from '../../core/orders/licence-key.ts';
import type { FileStore } from '../../core/ports/file-store.ts';
import type { Db } from '../client.ts';
import { type DeploymentManifest, licences, productFiles, productReleases, subscriptions } from '../schema/index.ts';
import type { RowWithId } from './insert.ts';
import { nextId } from './sequence.ts';

type ReleaseInsert = RowWithId<typeof productReleases>;

/** One entry of a generated archive. */
export interface ArchiveEntry {
  name: string;
  text: string;
}

// 2026-01-01 00:00 in MS-DOS format: a fixed date keeps an archive's bytes (and sha256) the same on every run.
const dosTime = 0;
const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1;

/** A ZIP archive (deflate, UTF-8 names) of a few text files, built in memory. */
export function zipArchive(entries: readonly ArchiveEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.text);
    const packed = deflateRawSync(data);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(0x0800, at); // UTF-8 name
      header.writeUInt16LE(8, at + 2); // deflate
      header.writeUInt16LE(dosTime, at + 4);
      header.writeUInt16LE(dosDate, at + 6);
      header.writeUInt32LE(crc32(data), at + 8);
      header.writeUInt32LE(packed.length, at + 12);
      header.writeUInt32LE(data.length, at + 16);
      header.writeUInt16LE(name.length, at + 20);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local, 6);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    fields(central, 8);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** What a product ships in its archive: a README, a deployment configuration and the keys to fill in. */
export function deliverableEntries(product: {
  title: string;
  summary?: string;
  slug: string;
  manifest?: DeploymentManifest | null;
}): ArchiveEntry[] {
  const keys = product.manifest?.requiredKeys ?? ['OPENAI_API_KEY'];
  const readme = [
    `# ${product.title}`,
    '',
    product.summary ?? '',
    '',
    '## Déploiement',
    '',
    '1. Copiez `.env.example` en `.env` et renseignez vos clés.',
    '2. Lancez `docker compose up -d`.',
    '3. Ouvrez http://localhost:8080 et suivez l’assistant de configuration.',
    '',
    '## Prérequis',
    '',
    `- Modèle : ${product.manifest?.model ?? 'au choix'}`,
    `- Hébergement : ${product.manifest?.hosting ?? 'Docker'}`,
    `- Clés : ${keys.join(', ')}`,
    '',
    'Votre clé de licence figure dans votre espace Déploia, rubrique « Mes achats ».',
    '',
  ].join('\n');
  const compose = [
    'services:',
    `  ${product.slug}:`,
    `    image: ghcr.io/deploia-demo/${product.slug}:1.0.0`,
    '    env_file: .env',
    '    ports:',
    '      - "8080:8080"',
    '    restart: unless-stopped',
    '',
  ].join('\n');
  const env = ['DEPLOIA_LICENCE_KEY=', ...keys.map((key) => `${key}=`), ''].join('\n');
  return [
    { name: 'README.md', text: readme },
    { name: 'docker-compose.yml', text: compose },
    { name: '.env.example', text: env },
  ];
}

export function buildRelease(
  input: Partial<ReleaseInsert> & { productId: string },
): ReleaseInsert & { publishedAt: Date } {
  const publishedAt = input.publishedAt ?? new Date();
  return {
    id: randomUUID(),
    version: '1.0.0',
    changelog:
      '## Première version\n\n- Déploiement en une commande avec Docker Compose\n- Guide de démarrage en français',
    createdAt: publishedAt,
    ...input,
    publishedAt,
  };
}

/** A file row for `body`, stored (by the caller) under `products/<productId>/files/<fileId>/<fileName>`. */
export function buildProductFile(input: {
  productId: string;
  releaseId: string | null;
  fileName: string;
  contentType: string;
  body: Uint8Array;
  createdAt?: Date;
}): RowWithId<typeof productFiles> & { storageKey: string } {
  const id = randomUUID();
  // The file's random id in the key keeps it unguessable: the key is never shown, and must not be findable.
  return {
    id,
    productId: input.productId,
    releaseId: input.releaseId,
    fileName: input.fileName,
    storageKey: `products/${input.productId}/files/${id}/${input.fileName}`,
    contentType: input.contentType,
    sizeBytes: input.body.byteLength,
    sha256: createHash('sha256').update(input.body).digest('hex'),
    createdAt: input.createdAt,
  };
}

/** A product's release and its archive: the rows to insert, after `files.put(file.storageKey, body)`. */
export function buildDeliverable(
  product: { id: string; slug: string; title: string; summary?: string; manifest?: DeploymentManifest | null },
  release: Partial<ReleaseInsert> = {},
) {
  const row = buildRelease({ ...release, productId: product.id });
  const body = zipArchive(deliverableEntries(product));
  const file = buildProductFile({
    productId: product.id,
    releaseId: row.id,
    fileName: `${product.slug}-${row.version}.zip`,
    contentType: 'application/zip',
    body,
    createdAt: row.publishedAt,
  });
  return { release: row, file, body };
}

/** Stores a product's release archive and inserts its release and file rows. */
export async function createDeliverable(
  deps: { db: Db; files: FileStore },
  product: Parameters<typeof buildDeliverable>[0],
  release: Partial<ReleaseInsert> = {},
) {
  const built = buildDeliverable(product, release);
  await deps.files.put(built.file.storageKey, built.body, built.file.contentType);
  await deps.db.insert(productReleases).values(built.release);
  await deps.db.insert(productFiles).values(built.file);
  return built;
}

/** A licence key per seat of an order line, held by `ownerId` (the buyer, or a gift's recipient). */
export function buildLicences(
  item: { id: string; quantity: number },
  ownerId: string | null,
): (typeof licences.$inferInsert)[] {
  return Array.from({ length: item.quantity }, (_, i) => ({
    orderItemId: item.id,
    ownerId,
    seat: i + 1,
    key: newLicenceKey(),
  }));
}

export async function createLicences(db: Db, item: { id: string; quantity: number }, ownerId: string | null) {
  const values = buildLicences(item, ownerId);
  return db.insert(licences).values(values).returning();
}

export async function createSubscription(
  db: Db,
  input: Partial<typeof subscriptions.$inferInsert> & { userId: string; productId: string },
) {
  const [row] = await db
    .insert(subscriptions)
    .values({
      provider: 'sandbox',
      providerRef: `sub_test_${nextId()}_${randomUUID().slice(0, 8)}`,
      billing: 'monthly',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      ...input,
    })
    .returning();
  return row!;
}
