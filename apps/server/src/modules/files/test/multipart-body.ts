import { randomBytes } from 'node:crypto';

export interface FieldPart {
  name: string;
  value: string;
}
export interface FilePart {
  name: string;
  filename: string;
  content: Buffer;
  /** What the client claims; the server must not believe it. Default application/octet-stream. */
  contentType?: string;
  /** Send the name as RFC 5987 `filename*` (percent-encoded), so it may carry NUL, CR and LF. */
  encodedName?: boolean;
}
export type Part = FieldPart | FilePart;

const quote = (text: string) => text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const filenameParam = (part: FilePart) =>
  part.encodedName ? `filename*=UTF-8''${encodeURIComponent(part.filename)}` : `filename="${quote(part.filename)}"`;

/** A multipart/form-data body as a browser sends it (UTF-8 names written raw, quotes escaped). */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const { chunks, headers } = multipartChunks(parts);
  return { payload: Buffer.concat(chunks), headers };
}

/** The same body in pieces, for a stream that must not copy a big file once more. */
export function multipartChunks(parts: Part[]): { chunks: Buffer[]; headers: Record<string, string> } {
  const boundary = `----dtmmTestBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"`;
    if ('filename' in part) {
      head += `; ${filenameParam(part)}\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    }
    chunks.push(
      Buffer.from(`${head}\r\n\r\n`, 'utf8'),
      'filename' in part ? part.content : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { chunks, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Form fields first, then the files, as the web client sends an upload. */
export function uploadBody(files: Omit<FilePart, 'name'>[], fields: Record<string, string> = {}) {
  const fieldParts = Object.entries(fields).map(([name, value]) => ({ name, value }));
  return multipartBody([...fieldParts, ...files.map((file) => ({ name: 'file', ...file }))]);
}
