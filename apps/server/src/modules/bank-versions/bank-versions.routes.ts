import {
  bankAdviceEdit,
  bankAdviceParams,
  bankCheckAnswer,
  bankCopyAnswer,
  bankParametersEdit,
  bankQuestionEdit,
  bankQuestionParams,
  bankReportSettingsEdit,
  bankVersionDetailAnswer,
  bankVersionListAnswer,
  bankVersionParams,
  bankVersionMessages as bm,
  contentMessageAnswer,
  ResultCode,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/auth';
import {
  checkVersion,
  copyVersion,
  deleteVersion,
  listBankVersions,
  publishVersion,
  readBankVersion,
  saveAdvice,
  saveParameters,
  saveQuestion,
  saveReportSettings,
} from './bank-versions.service';

const BASE = '/api/admin/bank-versions';
const tags = ['admin-bank-versions'];
/** Drafts are seen by operators only: copying, editing and deleting one changes nothing public. */
const draftOnly = { invalidates: [] as const };
const saved = { code: ResultCode.ok, msg: bm.saved };

/**
 * The operators' bank and model versions (issue 19, docs/bank-versions.md): system administrators
 * view every version, copy one to a draft, edit, check and publish it, or delete the draft.
 */
export const bankVersionRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.addHook('onRequest', async (request) => {
    await requireOperator(request, 'bankVersions');
  });
  const operatorOf = (request: Parameters<typeof requireOperator>[0]) => requireOperator(request, 'bankVersions');

  app.get(
    BASE,
    { schema: { tags, summary: '题库版本列表（新版本在前）', response: { 200: bankVersionListAnswer } } },
    async () => ok(await listBankVersions(ctx)),
  );
  app.get(
    `${BASE}/:version`,
    {
      schema: {
        tags,
        summary: '题库版本详情（题目、评分参数、报告内容）',
        params: bankVersionParams,
        response: { 200: bankVersionDetailAnswer },
      },
    },
    async (request) => ok(await readBankVersion(ctx, request.params.version)),
  );
  app.get(
    `${BASE}/:version/check`,
    {
      schema: { tags, summary: '校验题库版本', params: bankVersionParams, response: { 200: bankCheckAnswer } },
    },
    async (request) => ok({ problems: await checkVersion(ctx, request.params.version) }),
  );
  app.post(
    `${BASE}/:version/copy`,
    {
      config: draftOnly,
      schema: { tags, summary: '复制为草稿', params: bankVersionParams, response: { 200: bankCopyAnswer } },
    },
    async (request) => {
      const version = await copyVersion(ctx, request, await operatorOf(request), request.params.version);
      return ok({ version }, bm.copied(version));
    },
  );
  app.put(
    `${BASE}/:version/questions/:questionId`,
    {
      config: draftOnly,
      schema: {
        tags,
        summary: '修改草稿的题目与选项',
        params: bankQuestionParams,
        body: bankQuestionEdit,
        response: { 200: contentMessageAnswer },
      },
    },
    async (request) => {
      const { version, questionId } = request.params;
      await saveQuestion(ctx, request, await operatorOf(request), { version, questionId, edit: request.body });
      return saved;
    },
  );
  app.put(
    `${BASE}/:version/parameters`,
    {
      config: draftOnly,
      schema: {
        tags,
        summary: '修改草稿的评分参数',
        params: bankVersionParams,
        body: bankParametersEdit,
        response: { 200: contentMessageAnswer },
      },
    },
    async (request) => {
      const { version } = request.params;
      await saveParameters(ctx, request, await operatorOf(request), { version, parameters: request.body });
      return saved;
    },
  );
  app.put(
    `${BASE}/:version/advice/:indicatorId`,
    {
      config: draftOnly,
      schema: {
        tags,
        summary: '修改草稿的一条改进建议',
        params: bankAdviceParams,
        body: bankAdviceEdit,
        response: { 200: contentMessageAnswer },
      },
    },
    async (request) => {
      const { version, indicatorId } = request.params;
      await saveAdvice(ctx, request, await operatorOf(request), { version, indicatorId, edit: request.body });
      return saved;
    },
  );
  app.put(
    `${BASE}/:version/report-settings`,
    {
      config: draftOnly,
      schema: {
        tags,
        summary: '修改草稿的薄弱阈值与建议说明',
        params: bankVersionParams,
        body: bankReportSettingsEdit,
        response: { 200: contentMessageAnswer },
      },
    },
    async (request) => {
      const { version } = request.params;
      await saveReportSettings(ctx, request, await operatorOf(request), { version, settings: request.body });
      return saved;
    },
  );
  app.post(
    `${BASE}/:version/publish`,
    {
      // New assessments start on it and the public question bank shows it from now on.
      config: { invalidates: ['questionBank'] as const },
      schema: { tags, summary: '发布草稿', params: bankVersionParams, response: { 200: contentMessageAnswer } },
    },
    async (request) => {
      const { version } = request.params;
      await publishVersion(ctx, request, await operatorOf(request), version);
      return { code: ResultCode.ok, msg: bm.publishedNow(version) };
    },
  );
  app.delete(
    `${BASE}/:version`,
    {
      config: draftOnly,
      schema: { tags, summary: '删除草稿', params: bankVersionParams, response: { 200: contentMessageAnswer } },
    },
    async (request) => {
      await deleteVersion(ctx, request, await operatorOf(request), request.params.version);
      return { code: ResultCode.ok, msg: bm.deleted };
    },
  );
};
