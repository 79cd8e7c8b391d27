import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FILE_PURPOSES, messages, uploadMessages } from '@dtmm/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { users } from '../users/users.table';
import { files } from './files.table';
import {
  htmlBytes,
  jpegPolyglot,
  jpegWithMpfTrailer,
  jpegWithPhotoshopExif,
  pngPolyglot,
  svgBytes,
} from './test/hostile-samples';
import { multipartBody } from './test/multipart-body';
import { jpegBytes, jpegWithGps, mp4Bytes, padTo, pdfBytes, pngBytes, pngOfSize, webmBytes } from './test/sample-files';
import { postUpload, storedFiles, type UploadFile } from './test/upload-client';

const KB = 1024;
const MB = 1024 * KB;
const MULTI = '/api/dtmm/auth/uploadMulti' as const;

let t: TestApp;
let member: string; // bz_admin: a company admin
let operator: string;
beforeAll(async () => {
  t = await buildTestApp();
  [member, operator] = await Promise.all([t.tokenFor('bz_admin'), t.tokenFor('operator')]);
});
afterAll(() => t?.close());

const png = (filename = 'a.png', content = pngBytes()): UploadFile => ({ filename, content, contentType: 'image/png' });
const fileRows = async () => (await t.database.db.select({ n: count() }).from(files))[0]?.n ?? 0;

async function expectRefused(res: { statusCode: number; json(): unknown }, status: number, msg: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { code: status, msg } });
}

describe('POST /api/dtmm/auth/upload', () => {
  it('stores an image and answers its details with 上传成功~', async () => {
    const res = await postUpload(t.app, member, [png('logo.png')], { project: 'company', projectClass: 'image' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.msg).toBe('上传成功~');
    const { id } = body.data;
    expect(body.data).toEqual({
      id,
      fileName: 'logo.png',
      fileSize: pngBytes().length,
      fileType: 'png',
      fileUrl: `/api/dtmm/common/file/download/${id}`,
      fileRealPath: `/api/dtmm/common/file/download/${id}`,
    });
    const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
    const [owner] = await t.database.db.select().from(users).where(eq(users.username, 'bz_admin'));
    expect(row).toMatchObject({
      purpose: 'image',
      project: 'company',
      mimeType: 'image/png',
      ownerUserId: owner?.id,
      ownerCompanyId: owner?.companyId,
      sha256: createHash('sha256').update(pngBytes()).digest('hex'),
    });
    expect(row?.storageKey).toMatch(new RegExp(`^\\d{4}/\\d{2}/${id}\\.png$`));
    const stored = fs.readFileSync(path.join(t.dataDir, 'files', row?.storageKey ?? ''));
    expect(stored).toEqual(pngBytes());
  });

  it.each([
    ['image', 'jpg', jpegBytes(), 'member'],
    ['image', 'png', pngBytes(), 'member'],
    ['license', 'png', pngBytes(), 'member'],
    ['license', 'jpg', jpegBytes(), 'member'],
    ['sitePhoto', 'jpg', jpegBytes(), 'member'],
    ['sitePhoto', 'png', pngBytes(), 'member'],
    ['report', 'pdf', pdfBytes(), 'member'],
    ['video', 'mp4', mp4Bytes(), 'operator'],
    ['video', 'webm', webmBytes(), 'operator'],
    ['document', 'pdf', pdfBytes(), 'operator'],
  ])('accepts a %s in %s', async (purpose, type, content, who) => {
    const token = who === 'operator' ? operator : member;
    const res = await postUpload(t.app, token, [{ filename: `sample.${type}`, content }], { projectClass: purpose });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ fileType: type, fileName: `sample.${type}` });
  });

  it('takes the default purpose (image) when projectClass is absent or empty', async () => {
    expect((await postUpload(t.app, member, [png()])).statusCode).toBe(200);
    expect((await postUpload(t.app, member, [png()], { projectClass: '' })).statusCode).toBe(200);
    const refused = await postUpload(t.app, member, [{ filename: 'r.pdf', content: pdfBytes() }], { projectClass: '' });
    await expectRefused(refused, 400, messages.file.imageFormat('r.pdf'));
  });

  describe('size limits (accepted at the limit, refused one byte over, with the spec message)', () => {
    it.each([
      ['image', 2048 * KB, pngOfSize, 'big.png', '文件 big.png 太大, 不允许超过 2048KB.'],
      ['license', 2048 * KB, pngOfSize, 'big.png', '文件 big.png 太大, 不允许超过 2048KB.'],
      ['sitePhoto', 5 * MB, pngOfSize, 'big.png', '上传照片大小不能超过 5MB！'],
      ['report', 20 * MB, (size: number) => padTo(pdfBytes(), size), 'big.pdf', '文件大小不能超过 20MB！'],
    ])('%s: %d bytes', async (purpose, limit, sized, filename, msg) => {
      const atLimit = await postUpload(t.app, member, [{ filename, content: sized(limit) }], {
        projectClass: purpose,
      });
      expect(atLimit.statusCode).toBe(200);
      expect(atLimit.json().data.fileSize).toBe(limit);
      const before = await fileRows();
      const over = await postUpload(t.app, member, [{ filename, content: sized(limit + 1) }], {
        projectClass: purpose,
      });
      await expectRefused(over, 400, msg);
      expect(await fileRows()).toBe(before);
    });
  });

  it('refuses an empty file', async () => {
    await expectRefused(await postUpload(t.app, member, [png('empty.png', Buffer.alloc(0))]), 400, '上传的文件是空的');
  });

  it('refuses a request without a file part', async () => {
    await expectRefused(await postUpload(t.app, member, [], { projectClass: 'image' }), 400, messages.file.missing);
  });

  describe('real type from the bytes, never the name or the declared type', () => {
    it('refuses a PDF named .png and declared image/png, with the image format message', async () => {
      const res = await postUpload(t.app, member, [
        { filename: 'fake.png', content: pdfBytes(), contentType: 'image/png' },
      ]);
      await expectRefused(res, 400, 'fake.png 的文件格式不正确, 请选择jpg/png格式.');
    });

    it.each([
      ['SVG', svgBytes()],
      ['HTML', htmlBytes()],
    ])('refuses %s renamed .png', async (_kind, content) => {
      const res = await postUpload(t.app, member, [png('pic.png', content)]);
      await expectRefused(res, 400, 'pic.png 的文件格式不正确, 请选择jpg/png格式.');
    });

    it.each([
      ['PNG with an HTML text chunk', 'poly.png', pngPolyglot()],
      ['JPEG with an SVG comment', 'poly.jpg', jpegPolyglot()],
    ])('refuses a polyglot: %s', async (_kind, filename, content) => {
      const res = await postUpload(t.app, member, [{ filename, content }]);
      await expectRefused(res, 400, `${filename} 的文件格式不正确, 请选择jpg/png格式.`);
    });

    it.each([
      ['a PNG of 100000×100000', 'bomb.png', pngBytes(100_000, 100_000)],
      ['a PNG one row over 100 MP', 'big.png', pngBytes(10_001, 10_000)],
      ['a JPEG of 65535×65535', 'bomb.jpg', jpegBytes(65_535, 65_535)],
    ])('refuses %s (a decompression bomb for whoever decodes it), keeps 100 MP', async (_kind, filename, content) => {
      const res = await postUpload(t.app, member, [{ filename, content }], { projectClass: 'sitePhoto' });
      await expectRefused(res, 400, messages.file.sitePhotoFormat);
      const atCap = await postUpload(t.app, member, [png('cap.png', pngBytes(10_000, 10_000))]);
      expect(atCap.statusCode).toBe(200);
    });

    it('refuses a site photo in PDF and a report in PNG with their messages', async () => {
      const photo = await postUpload(t.app, member, [{ filename: 'p.pdf', content: pdfBytes() }], {
        projectClass: 'sitePhoto',
      });
      await expectRefused(photo, 400, '只支持上传 jpg 或 png 格式的文件！');
      const report = await postUpload(t.app, member, [png('r.png')], { projectClass: 'report' });
      await expectRefused(report, 400, '只支持上传 pdf 格式的文件！');
    });

    it('refuses a video that is not mp4/webm', async () => {
      const res = await postUpload(t.app, operator, [{ filename: 'v.mp4', content: webmBytes('matroska') }], {
        projectClass: 'video',
      });
      await expectRefused(res, 400, messages.file.videoFormat);
    });
  });

  it('cuts a second image (with its own GPS) after the EOI and Photoshop resources', async () => {
    for (const content of [jpegWithMpfTrailer(), jpegWithPhotoshopExif()]) {
      const res = await postUpload(t.app, member, [{ filename: 'p.jpg', content }], { projectClass: 'sitePhoto' });
      expect(res.json().data.fileSize).toBe(jpegBytes().length);
    }
  });

  it('strips Exif GPS from a JPEG before storing it', async () => {
    const res = await postUpload(t.app, member, [{ filename: 'site.jpg', content: jpegWithGps() }], {
      projectClass: 'sitePhoto',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, res.json().data.id));
    const stored = fs.readFileSync(path.join(t.dataDir, 'files', row?.storageKey ?? ''));
    expect(stored.includes(Buffer.from('GPSLatitude'))).toBe(false);
    expect(stored.length).toBeLessThan(jpegWithGps().length);
    expect(res.json().data.fileSize).toBe(stored.length);
    expect(row?.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
  });

  it('sanitizes the display name', async () => {
    const names = [
      ['../../x.jpg', 'x.jpg'],
      ['..\\..\\y.jpg', 'y.jpg'],
      ['evil\u202Egpj.png', 'evilgpj.png'],
      ['营业执照（副本）.png', '营业执照（副本）.png'],
    ];
    for (const [raw, shown] of names) {
      const res = await postUpload(t.app, member, [{ filename: raw ?? '', content: jpegBytes() }]);
      expect(res.json().data.fileName).toBe(shown);
    }
  });

  describe('who may upload', () => {
    it('answers 401 to an anonymous upload', async () => {
      await expectRefused(await postUpload(t.app, null, [png()]), 401, messages.common.unauthorized);
    });

    it.each(['video', 'document'])('lets only operators upload a %s (403 otherwise)', async (purpose) => {
      const res = await postUpload(t.app, member, [{ filename: 'f.pdf', content: pdfBytes() }], {
        projectClass: purpose,
      });
      await expectRefused(res, 403, messages.file.purposeForbidden);
    });
  });

  it('refuses an unknown projectClass', async () => {
    await expectRefused(
      await postUpload(t.app, member, [png()], { projectClass: 'avatar' }),
      400,
      messages.file.badPurpose,
    );
  });

  it('refuses a projectClass that changes the purpose after a file', async () => {
    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'a.png', content: pngBytes() },
      { name: 'projectClass', value: 'report' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dtmm/auth/upload',
      payload,
      headers: { ...headers, access_token: member },
    });
    await expectRefused(res, 400, uploadMessages.purposeAfterFile);
  });

  it('refuses a second file on the single upload', async () => {
    await expectRefused(await postUpload(t.app, member, [png(), png()]), 400, '只能上传一个文件！');
  });

  describe('malformed requests are 4xx, never 500', () => {
    const post = (payload: string | Buffer, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/dtmm/auth/upload',
        payload,
        headers: { 'content-type': contentType, access_token: member },
      });

    it('answers 415 to a JSON or text body', async () => {
      await expectRefused(await post('{"file":"x"}', 'application/json'), 415, messages.common.unsupportedMediaType);
      await expectRefused(await post('file', 'text/plain'), 415, messages.common.unsupportedMediaType);
    });

    it('answers 400 to multipart without a boundary or cut short', async () => {
      await expectRefused(await post('--x\r\n', 'multipart/form-data'), 400, messages.common.badRequest);
      const { payload, headers } = multipartBody([{ name: 'file', filename: 'a.png', content: pngBytes() }]);
      const cut = await post(payload.subarray(0, payload.length - 40), headers['content-type'] ?? '');
      expect(cut.statusCode).toBeGreaterThanOrEqual(400);
      expect(cut.statusCode).toBeLessThan(500);
    });

    it('answers 413 with a Chinese message to too many form fields', async () => {
      const fields = Array.from({ length: 12 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
      const { payload, headers } = multipartBody([...fields, { name: 'file', filename: 'a.png', content: pngBytes() }]);
      await expectRefused(await post(payload, headers['content-type'] ?? ''), 413, messages.common.payloadTooLarge);
    });
  });
});

describe('POST /api/dtmm/auth/uploadMulti', () => {
  it('stores several files and answers them in order', async () => {
    const res = await postUpload(
      t.app,
      member,
      [png('1.png'), { filename: '2.jpg', content: jpegBytes() }, png('3.png')],
      {},
      MULTI,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('上传成功~');
    const data = res.json().data as { id: string; fileName: string }[];
    expect(data.map((f) => f.fileName)).toEqual(['1.png', '2.jpg', '3.png']);
    expect(new Set(data.map((f) => f.id)).size).toBe(3);
  });

  it.each([
    ['image', 6, png(), messages.file.tooMany(5)],
    ['sitePhoto', 6, png(), '只能上传5张照片！'],
    ['report', 2, { filename: 'r.pdf', content: pdfBytes() }, '只能上传一个文件！'],
  ])('refuses more %s files than allowed and stores none', async (purpose, n, file, msg) => {
    expect(FILE_PURPOSES[purpose as keyof typeof FILE_PURPOSES].maxCount).toBe(n - 1);
    const [rowsBefore, filesBefore] = [await fileRows(), storedFiles(t.dataDir).length];
    const res = await postUpload(
      t.app,
      member,
      Array.from({ length: n }, () => file),
      { projectClass: purpose },
      MULTI,
    );
    await expectRefused(res, 400, msg);
    expect(await fileRows()).toBe(rowsBefore);
    expect(storedFiles(t.dataDir)).toHaveLength(filesBefore);
  });

  it('is all-or-nothing: one bad file keeps every other one out, temporary files included', async () => {
    const [rowsBefore, filesBefore] = [await fileRows(), storedFiles(t.dataDir)];
    const res = await postUpload(
      t.app,
      member,
      [png('ok1.png'), png('ok2.png'), png('bad.png', pdfBytes())],
      {},
      MULTI,
    );
    await expectRefused(res, 400, 'bad.png 的文件格式不正确, 请选择jpg/png格式.');
    expect(await fileRows()).toBe(rowsBefore);
    expect(storedFiles(t.dataDir)).toEqual(filesBefore);
    expect(filesBefore.some((f) => f.startsWith('.tmp'))).toBe(false);
  });
});

describe('after all of the above', () => {
  it('has left no temporary upload behind', () => {
    expect(storedFiles(t.dataDir).filter((f) => f.startsWith('.tmp'))).toEqual([]);
  });
});
