/** Saves a Blob under a file name through a temporary link (the report PDF, the .xlsx exports). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The name from Content-Disposition: the UTF-8 `filename*` (RFC 5987) first, then the plain one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: fall through to the plain one.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}
