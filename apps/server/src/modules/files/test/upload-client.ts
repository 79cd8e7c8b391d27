import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type FilePart, uploadBody } from './multipart-body';

export type UploadFile = Omit<FilePart, 'name'>;

/** POSTs an upload the way the web client does; `token` null is anonymous. */
export function postUpload(
  app: FastifyInstance,
  token: string | null,
  files: UploadFile[],
  fields: Record<string, string> = {},
  url: '/api/dtmm/auth/upload' | '/api/dtmm/auth/uploadMulti' = '/api/dtmm/auth/upload',
) {
  const { payload, headers } = uploadBody(files, fields);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(token ? { access_token: token } : {}) },
  });
}

/** Every file below the storage root, temporary ones included, as paths relative to it. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}
