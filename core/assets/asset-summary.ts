/** One file of a seller's library, as the API, the library page and the uploader see it. */
export interface AssetSummary {
  id: string;
  kind: 'image' | 'file';
  fileName: string;
  /** The type found in the content (magic numbers), never the one the browser claimed. */
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  createdAt: string;
  /** A preview of an image (its owner only); null for other files. */
  url: string | null;
}

export type AssetKind = AssetSummary['kind'];
