import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { files } from './files.table';
import { jpegBytes, jpegWithGps, mp4Bytes, padTo, pdfBytes, pngBytes } from './test/sample-files';
import { postUpload, type UploadFile } from './test/upload-client';

let t: TestApp;
const tokens: Record<string, string> = {};
let logo: string; // public image, 企业标志.png, by bz_admin
let licence: string; // private licence, 营业执照.jpg, by bz_admin
let video: string; // public video, by the operator
const LOGO_BYTES = pngBytes();

async function uploadAs(user: string, file: UploadFile, projectClass: string): Promise<string> {
  const res = await postUpload(t.app, tokens[user] ?? null, [file], { projectClass });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const user of ['bz_admin', 'bz_user', 'th_admin', 'operator', 'newcomer']) tokens[user] = await t.tokenFor(user);
  logo = await uploadAs('bz_admin', { filename: '企业标志.png', content: LOGO_BYTES }, 'image');
  licence = await uploadAs('bz_admin', { filename: '营业执照.jpg', content: jpegWithGps() }, 'license');
  video = await uploadAs('operator', { filename: 'intro.mp4', content: padTo(mp4Bytes(), 4096) }, 'video');
});
afterAll(() => t?.close());

const get = (url: string, user?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(user ? { access_token: tokens[user] ?? '' } : {}) } });
const download = (id: string) => `/api/dtmm/common/file/download/${id}`;
const notFound = { code: 404, msg: messages.file.notFound };

describe('file details', () => {
  it.each(['/api/dtmm/common/file/', '/api/dtmm/common/file/get/'])('%s<id> answers the details', async (prefix) => {
    const res = await get(`${prefix}${logo}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      msg: '成功',
      data: {
        id: logo,
        fileName: '企业标志.png',
        fileSize: LOGO_BYTES.length,
        fileType: 'png',
        fileUrl: download(logo),
        fileRealPath: download(logo),
      },
    });
  });

  it.each([
    ['an unknown id', '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70'],
    ['a malformed id', 'not-a-uuid'],
    ['a number', '12345'],
    ['SQL', "1' or '1'='1"],
  ])('answers 404 to %s', async (_kind, id) => {
    for (const url of [`/api/dtmm/common/file/${encodeURIComponent(id)}`, download(encodeURIComponent(id))]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });

  it('hides the details of a private file from other companies', async () => {
    expect((await get(`/api/dtmm/common/file/${licence}`, 'bz_user')).statusCode).toBe(200);
    expect((await get(`/api/dtmm/common/file/${licence}`, 'th_admin')).json()).toEqual(notFound);
    expect((await get(`/api/dtmm/common/file/${licence}`)).json()).toEqual(notFound);
  });
});

describe('download of a public file', () => {
  it.each([download, (id: string) => `/plat_cru_common/get/${id}`, (id: string) => `/cruplat/get/${id}`])(
    'streams the bytes with safe headers (%#)',
    async (path) => {
      const res = await get(path(logo));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(LOGO_BYTES);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-length']).toBe(String(LOGO_BYTES.length));
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toMatch(/^inline; filename="file\.png"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('企业标志.png');
    },
  );

  it('ignores a stale token: anyone may read public files', async () => {
    const res = await get(`${download(logo)}?access_token=garbage`);
    expect(res.statusCode).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: download(logo) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(LOGO_BYTES.length));
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload).toHaveLength(0);
  });

  it('serves a byte range of a video, and 416 past its end', async () => {
    const part = await get(download(video), undefined, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 4-11/4096');
    expect(part.headers['content-length']).toBe('8');
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    expect(part.headers['content-disposition']).toMatch(/^inline;/);
    const past = await get(download(video), undefined, { range: 'bytes=5000-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */4096');
  });
});

describe('download of a private licence', () => {
  it.each(['bz_admin', 'bz_user', 'operator'])('is served to %s as an uncached attachment', async (user) => {
    const res = await get(download(licence), user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="file\.jpg"; /);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('营业执照.jpg');
    expect(res.rawPayload.includes(Buffer.from('GPSLatitude'))).toBe(false);
    expect(res.rawPayload.subarray(-3)).toEqual(jpegBytes().subarray(-3));
  });

  it.each([
    ['another company', 'th_admin'],
    ['a user without a company', 'newcomer'],
    ['an anonymous visitor', undefined],
  ])('is not found for %s', async (_who, user) => {
    const res = await get(download(licence), user);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('accepts the token as the access_token query parameter', async () => {
    const res = await get(`${download(licence)}?access_token=${tokens.bz_user}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await get(`${download(licence)}?access_token=${tokens.th_admin}`)).statusCode).toBe(404);
  });

  it('answers 401 to a forged token rather than guessing who asks', async () => {
    expect((await get(`${download(licence)}?access_token=forged`)).statusCode).toBe(401);
  });
});

describe('download of a private report', () => {
  it('is served to the uploader with its PDF type, to others not found', async () => {
    const report = await uploadAs('th_admin', { filename: '评估报告.pdf', content: pdfBytes() }, 'report');
    const own = await get(download(report), 'th_admin');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload).toEqual(pdfBytes());
    expect((await get(download(report), 'bz_admin')).statusCode).toBe(404);
  });
});

describe('a row whose bytes are gone', () => {
  it('answers 404 without caching the answer', async () => {
    const id = await uploadAs('bz_admin', { filename: 'gone.png', content: pngBytes() }, 'image');
    const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
    fs.rmSync(path.join(t.dataDir, 'files', row?.storageKey ?? 'missing'));
    const res = await get(download(id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});
