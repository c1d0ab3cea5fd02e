import { ApiError, authorisedFetch, messageOf } from './rpc';

/** The file name a Content-Disposition header suggests (RFC 6266: `filename*` wins over `filename`). */
export function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Malformed: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

/**
 * Downloads an API file with the stored token (a plain link cannot send it): the answer becomes a
 * blob, saved under the server's file name. A failed answer throws an ApiError with its message.
 */
export async function downloadFile(url: string, { accept, fallbackName }: { accept: string; fallbackName: string }): Promise<void> {
  let response: Response;
  try {
    response = await authorisedFetch(url, { headers: { Accept: accept } });
  } catch {
    throw new ApiError(0, '');
  }
  if (!response.ok) throw new ApiError(response.status, (await messageOf(response)) ?? '');
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filenameFrom(response.headers.get('Content-Disposition')) ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
