import type { FileType } from '@dtmm/shared';

export const MAX_FILE_NAME_CHARS = 200;

/** C0/C1 controls, and the bidi marks, embeddings, overrides and isolates that disguise names. */
const UNSAFE_CHARS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The display name kept for an upload: the last path part only, without control or bidi
 * characters (`evil\u202Egpj.exe` cannot pose as `exe.jpg`), at most 200 characters with the
 * extension kept. Never used as a storage path. An empty result becomes `file.<type>`.
 */
export function sanitizeFileName(raw: string | undefined, type?: FileType): string {
  const base = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_CHARS, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return `file${type ? `.${type}` : ''}`;
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_FILE_NAME_CHARS) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  const keepExt = ext.length > 0 && ext.length <= 10;
  const stem = chars.slice(0, MAX_FILE_NAME_CHARS - (keepExt ? ext.length : 0));
  return [...stem, ...(keepExt ? ext : [])].join('');
}

/** RFC 5987 value-chars: percent-encode everything but attr-char. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A quoted-string-safe ASCII stand-in for clients that ignore `filename*`. */
function asciiFallback(name: string, type: FileType): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '').replace(/["\\%;]/g, '_');
  const dot = ascii.lastIndexOf('.');
  const stem = (dot >= 0 ? ascii.slice(0, dot) : ascii).trim();
  return /[a-z0-9]/i.test(stem) ? ascii : `file.${type}`;
}

/** The extensions each detected type may be saved under. */
const EXTENSIONS: Record<FileType, readonly string[]> = {
  jpg: ['.jpg', '.jpeg'],
  png: ['.png'],
  pdf: ['.pdf'],
  mp4: ['.mp4'],
  webm: ['.webm'],
};

/**
 * The name a download is saved under: the stored name, plus the detected type's extension when
 * the name claims another (`report.html` holding a PDF is saved as `report.html.pdf`), so the
 * saved file never opens as something else.
 */
export function servedFileName(name: string, type: FileType): string {
  const lower = name.toLowerCase();
  return EXTENSIONS[type].some((ext) => lower.endsWith(ext)) ? name : `${name}.${type}`;
}

/** `inline` or `attachment` with the UTF-8 name (RFC 6266 / 5987) and an ASCII fallback. */
export function contentDisposition(kind: 'inline' | 'attachment', storedName: string, type: FileType): string {
  const name = servedFileName(storedName, type);
  return `${kind}; filename="${asciiFallback(name, type)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
