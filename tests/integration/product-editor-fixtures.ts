import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FileStore } from '../../core/ports/file-store.ts';
import type { Db } from '../../db/client.ts';
import { zipArchive } from '../../db/factories/delivery.ts';
import { sellerAssets } from '../../db/schema/index.ts';

/** A PNG of the given size, as a seller would upload for a cover. */
export const pngBytes = (width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

/** A file of a seller's library, stored as the asset library stores it. */
export async function createAsset(
  deps: { db: Db; files: FileStore },
  sellerId: string,
  input: { kind: 'image' | 'file'; fileName?: string; bytes?: Uint8Array },
) {
  const id = randomUUID();
  const bytes =
    input.bytes ?? (input.kind === 'image' ? await pngBytes() : zipArchive([{ name: 'README.md', text: 'Bonjour' }]));
  const contentType = input.kind === 'image' ? 'image/png' : 'application/zip';
  const storageKey = `seller-assets/${sellerId}/${id}`;
  await deps.files.put(storageKey, bytes, contentType);
  const [row] = await deps.db
    .insert(sellerAssets)
    .values({
      id,
      sellerId,
      kind: input.kind,
      fileName: input.fileName ?? (input.kind === 'image' ? 'couverture.png' : 'agent.zip'),
      storageKey,
      contentType,
      sizeBytes: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      width: input.kind === 'image' ? 800 : null,
      height: input.kind === 'image' ? 500 : null,
    })
    .returning();
  return row!;
}

/** A complete product input (price in euros), for the given category and library files. */
export const completeInput = (categoryId: string, assets: { cover: string; file: string }) => ({
  title: 'Agent de support client RAG',
  categoryId,
  tags: ['support', 'rag'],
  summary: 'Répond aux questions de vos clients à partir de votre documentation.',
  description: '## Ce que fait l’agent\n\nIl lit votre base documentaire et répond.',
  price: '149,90',
  billing: 'one_time' as const,
  language: 'fr' as const,
  demoUrl: 'https://demo.example.com',
  deploymentHours: 48,
  manifest: {
    model: 'Mistral Large',
    requiredKeys: ['MISTRAL_API_KEY'],
    estimatedMonthlyCostEur: 35,
    hosting: 'Docker Compose',
    dataLocation: 'UE (Paris)',
    aiDisclosure: true,
  },
  translations: [
    { locale: 'en' as const, title: 'RAG customer support agent', summary: 'Answers customers.', description: '' },
  ],
  coverAssetId: assets.cover,
  galleryAssetIds: [],
  fileAssetIds: [assets.file],
});
