import { DCMM_MESSAGES, dcmmQuestionnaireAnswer, dcmmRecordAnswer, dcmmSubmitBody, examIdParams } from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { NO_TOKEN } from '../../plugins/openapi';
import { readDcmmDetail, submitDcmm } from './dcmm.service';
import { currentQuestionnaire } from './loaded-questionnaire';

const tags = ['dcmm'];

/** The DCMM self-assessment (assessment.md 2–4, 7; docs/dcmm.md). */
export const dcmmRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/dtmm/dcmm/questionnaire',
    {
      // Like the diagnosis bank: a published version never changes; a new one comes with a start.
      config: { publicCache: { tags: ['questionBank'] } },
      schema: {
        security: NO_TOKEN,
        tags,
        summary: 'DCMM 评估问卷（当前发布版本，含能力自查）',
        response: { 200: dcmmQuestionnaireAnswer },
      },
    },
    async () => ok(await currentQuestionnaire(ctx.db)),
  );
  app.post(
    '/api/dtmm/answer/add',
    {
      // A DCMM record is shown to its own company only: nothing public changes.
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '提交 DCMM 评估（等级由服务器根据答案计算）',
        body: dcmmSubmitBody,
        response: { 200: dcmmRecordAnswer },
      },
    },
    async (request) =>
      ok(await submitDcmm(ctx, request, await requireUser(request), request.body), DCMM_MESSAGES.submitted),
  );
  app.get(
    '/api/dtmm/answer/dcmmDetail/:id',
    {
      schema: {
        tags,
        summary: 'DCMM 评估结果',
        params: examIdParams,
        response: { 200: dcmmRecordAnswer },
      },
    },
    async (request) => ok(await readDcmmDetail(ctx, await requireUser(request), request.params.id)),
  );
};
