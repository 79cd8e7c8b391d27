import {
  fileIdParam,
  fileInfoAnswer,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_COUNT,
  messages,
  ResultCode,
  uploadAnswer,
  uploadMultiAnswer,
} from '@dtmm/shared';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { fileResponse } from '../../plugins/openapi';
import { sendStoredFile } from './file-download';
import { getReadableFile, receiveUpload, toFileInfo, type UploadMode } from './files.service';

/** Upload fields are `file`, `project` and `projectClass`; room for a few extra the client adds. */
const MAX_FIELDS = 10;

const DOWNLOAD_PATHS = ['/api/dtmm/common/file/download/:id', '/plat_cru_common/get/:id', '/cruplat/get/:id'];
const DETAIL_PATHS = ['/api/dtmm/common/file/:id', '/api/dtmm/common/file/get/:id'];

function multipartParts(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(ResultCode.unsupportedMediaType, messages.common.unsupportedMediaType);
  }
  return request.parts();
}

/** Uploads (portal.md 5.9, 7.6; assessment.md 5), file details and downloads. */
export const fileRoutes: ModuleRoutes = async (app, { ctx }) => {
  // Registered here, so only these routes accept multipart bodies. A file may be one byte over
  // the largest purpose limit, so the service sees it and answers with the purpose's message.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES + 1,
      files: MAX_UPLOAD_COUNT + 1,
      fields: MAX_FIELDS,
      parts: MAX_UPLOAD_COUNT + 1 + MAX_FIELDS,
      fieldSize: 1024,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });

  // An upload is nobody's public data until a certification or a solution that names it is approved.
  const MULTIPART = { bodyTypes: ['multipart'] as const, invalidates: [] };
  const upload = (mode: UploadMode) => async (request: FastifyRequest) => {
    const principal = await requireUser(request);
    return receiveUpload(ctx, principal, multipartParts(request), mode);
  };
  const uploadOne = upload('single');
  const uploadMany = upload('multi');

  app.post(
    '/api/dtmm/auth/upload',
    {
      config: MULTIPART,
      schema: {
        tags: ['files'],
        summary: '上传单个文件（multipart：file、project、projectClass）',
        response: { 200: uploadAnswer },
      },
    },
    async (request) => {
      const [file] = await uploadOne(request);
      if (!file) throw AppError.badRequest(messages.file.missing);
      return ok(file, messages.file.uploaded);
    },
  );

  app.post(
    '/api/dtmm/auth/uploadMulti',
    {
      config: MULTIPART,
      schema: {
        tags: ['files'],
        summary: '上传多个文件（multipart：多个 file、project、projectClass）',
        response: { 200: uploadMultiAnswer },
      },
    },
    async (request) => ok(await uploadMany(request), messages.file.uploaded),
  );

  for (const url of DETAIL_PATHS) {
    app.get(
      url,
      { schema: { tags: ['files'], summary: '文件详情', params: fileIdParam, response: { 200: fileInfoAnswer } } },
      async (request) => ok(toFileInfo(await getReadableFile(ctx, request.params.id, () => request.principal()))),
    );
  }

  for (const url of DOWNLOAD_PATHS) {
    app.route({
      method: ['GET', 'HEAD'],
      url,
      config: { acceptsQueryToken: true },
      compress: false,
      schema: {
        tags: ['files'],
        summary: '下载或预览文件（私有文件可用 access_token 查询参数）',
        params: fileIdParam,
        response: { 200: fileResponse('文件内容（类型随文件）') },
      },
      handler: async (request, reply) => {
        const file = await getReadableFile(ctx, request.params.id, () => request.principal());
        return sendStoredFile(request, reply, ctx.storage, file);
      },
    });
  }
};
