import {
  acceptPledgeAnswer,
  contentMessageAnswer,
  createExamBody,
  examAnswer,
  examIdParams,
  examMessages,
  ResultCode,
  recordDetailAnswer,
  recordListAnswer,
  recordListQuery,
  recordProviderAnswer,
  submitAnswerAnswer,
  submitAnswerBody,
  submitQuestionnaireAnswer,
  submitQuestionnaireBody,
  withdrawRecordBody,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { submitAnswer } from './answer-save.service';
import { createExam, readExam, submitQuestionnaire } from './assessment.service';
import { deleteRecord, listRecords, readRecordDetail, readRecordProvider } from './assessment-records.service';
import { acceptPledge } from './record-pledge';
import { withdrawRecord } from './record-withdrawal';

const tags = ['assessment'];
const base = '/api/dtmm/answer';
/** Records count in the top providers (enterprises served) and frozen reports answer verification. */
const changesRecords = { invalidates: ['assessments'] as const };

/** The self-assessment exam (assessment.md 7; docs/assessment-api.md). */
export const assessmentRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.post(
    `${base}/createExam`,
    {
      config: changesRecords,
      schema: {
        tags,
        summary: '发起自评估（或继续进行中的评估）',
        body: createExamBody,
        response: { 200: examAnswer },
      },
    },
    async (request) => ok(await createExam(ctx, request, await requireUser(request), request.body)),
  );
  app.get(
    `${base}/getExamTree/:id`,
    {
      schema: {
        tags,
        summary: '评估的当前等级问卷（含已保存答案）',
        params: examIdParams,
        response: { 200: examAnswer },
      },
    },
    async (request) => ok(await readExam(ctx, await requireUser(request), request.params.id)),
  );
  app.post(
    `${base}/submitAnswer`,
    {
      // An answer changes nothing public until its questionnaire is submitted.
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '保存一题的答案（每次点击）',
        body: submitAnswerBody,
        response: { 200: submitAnswerAnswer },
      },
    },
    async (request) => ok(await submitAnswer(ctx, request, request.body)),
  );
  app.post(
    `${base}/acceptPledge/:id`,
    {
      // The pledge changes nothing public; the submit after it does.
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '确认真实性承诺（提交问卷前）',
        params: examIdParams,
        response: { 200: acceptPledgeAnswer },
      },
    },
    async (request) => ok(await acceptPledge(ctx, request, await requireUser(request), request.params.id)),
  );
  app.post(
    `${base}/submitQuestionnaire`,
    {
      config: changesRecords,
      schema: {
        tags,
        summary: '提交本等级问卷',
        body: submitQuestionnaireBody,
        response: { 200: submitQuestionnaireAnswer },
      },
    },
    async (request) => {
      const { recordId, level } = request.body;
      return ok(
        await submitQuestionnaire(ctx, request, await requireUser(request), { recordId: Number(recordId), level }),
      );
    },
  );
  app.get(
    `${base}/recordList`,
    {
      schema: { tags, summary: '本企业的评估记录', querystring: recordListQuery, response: { 200: recordListAnswer } },
    },
    async (request) => {
      const { rows, total } = await listRecords(ctx, await requireUser(request), request.query);
      return paged(rows, total);
    },
  );
  app.get(
    `${base}/recordDetail/:id`,
    {
      schema: { tags, summary: '评估结果（完成时冻结）', params: examIdParams, response: { 200: recordDetailAnswer } },
    },
    async (request) => ok(await readRecordDetail(ctx, await requireUser(request), request.params.id)),
  );
  app.post(
    `${base}/deleteRecord/:id`,
    {
      config: changesRecords,
      schema: { tags, summary: '删除未完成的评估记录', params: examIdParams, response: { 200: contentMessageAnswer } },
    },
    async (request) => {
      await deleteRecord(ctx, request, await requireUser(request), request.params.id);
      return { code: ResultCode.ok, msg: examMessages.deleted };
    },
  );
  app.post(
    `${base}/withdrawRecord/:id`,
    {
      config: changesRecords,
      schema: {
        tags,
        summary: '撤回已完成的评估（企业管理员，须填写原因）',
        params: examIdParams,
        body: withdrawRecordBody,
        response: { 200: contentMessageAnswer },
      },
    },
    async (request) => {
      await withdrawRecord(ctx, request, await requireUser(request), request.params.id, request.body.reason);
      return { code: ResultCode.ok, msg: examMessages.withdrawn };
    },
  );
  app.get(
    '/api/dtmm/company/serviceProviderCompany/detailByRecord/:id',
    {
      schema: {
        tags,
        summary: '评估记录关联的 551 服务商',
        params: examIdParams,
        response: { 200: recordProviderAnswer },
      },
    },
    async (request) => ok(await readRecordProvider(ctx, await requireUser(request), request.params.id)),
  );
};
