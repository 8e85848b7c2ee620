import type { AssetKind, AssetSummary } from '../../../core/assets/asset-summary.ts';

export type UploadOutcome =
  | { ok: true; asset: AssetSummary }
  | { ok: false; code: string; details?: { maxBytes?: number } };

/**
 * Sends one file to POST /api/v1/seller/assets, its bytes as the body. XMLHttpRequest rather than fetch: only it
 * reports the upload's progress. Resolves with the stored asset or the API's error code, never rejects.
 */
export function uploadFile(
  file: File,
  kind: AssetKind | undefined,
  onProgress: (loaded: number, total: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1/seller/assets${kind ? `?kind=${kind}` : ''}`);
    xhr.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      const body = xhr.response as {
        data?: AssetSummary;
        error?: { code?: string; details?: { maxBytes?: number } };
      } | null;
      if (xhr.status === 201 && body?.data) resolve({ ok: true, asset: body.data });
      else resolve({ ok: false, code: body?.error?.code ?? 'unknown', details: body?.error?.details });
    };
    // The server stops reading a body past its limit and may close the connection before the answer arrives.
    xhr.onerror = () => resolve({ ok: false, code: 'network' });
    xhr.send(file);
  });
}
