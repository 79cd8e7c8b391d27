import { questionBankTreeAnswer } from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { NO_TOKEN } from '../../plugins/openapi';
import { QuestionBankService } from './question-bank.service';

const tags = ['assessment'];

/** The public question bank (assessment.md 7; the page /severcenter/questionbank and the wizard's step 1). */
export const questionBankRoutes: ModuleRoutes = async (app, { ctx }) => {
  const bank = new QuestionBankService(ctx.db);
  app.get(
    '/api/dtmm/questionBank/tree',
    {
      // A published bank never changes; a new one comes with a start (its seed invalidates).
      config: { publicCache: { tags: ['questionBank'] } },
      schema: {
        security: NO_TOKEN,
        tags,
        summary: '题库指标树（当前发布版本）',
        response: { 200: questionBankTreeAnswer },
      },
    },
    async () => ok(await bank.currentTree()),
  );
};
