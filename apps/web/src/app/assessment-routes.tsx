import { type RouteObject, replace } from 'react-router';
import type { RouteHandle } from '@/features/layout/page-title';

const titled = (title: string): RouteHandle => ({ title });

/**
 * The service centre and the self-assessment (assessment.md 2): the centre is the parent of its
 * intro, bank and wizard pages (each its own chunk), so their breadcrumb reads 首页 > 服务中心 > page. The guard sends
 * a guest on a start page back to /severcenter.
 */
export function assessmentRoutes(): RouteObject[] {
  return [
    {
      path: 'severcenter',
      handle: titled('服务中心'),
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./routes/service-center-page')).ServiceCenterPage }),
        },
        {
          path: 'evaluation',
          handle: titled('自评估'),
          lazy: async () => ({
            Component: (await import('@/features/assessment/pages/evaluation-intro-page')).EvaluationIntroPage,
          }),
        },
        {
          path: 'FiveOneSubject',
          handle: titled('“1”企业数字化转型专题'),
          lazy: async () => ({ Component: (await import('@/features/assessment/pages/topic-551-page')).Topic551Page }),
        },
        {
          path: 'questionbank',
          handle: titled('诊断题库'),
          lazy: async () => ({
            Component: (await import('@/features/assessment/pages/question-bank-page')).QuestionBankPage,
          }),
        },
        {
          path: 'dcmmQuestionbank',
          handle: titled('DCMM题库'),
          lazy: async () => ({
            Component: (await import('@/features/assessment/dcmm/questionnaire/dcmm-questionnaire-page'))
              .DcmmQuestionnairePage,
          }),
        },
        {
          path: 'selfEvaDigitization',
          handle: titled('数字化转型自评估'),
          lazy: async () => ({
            Component: (await import('@/features/assessment/pages/self-assessment-page')).SelfAssessmentPage,
          }),
        },
        // "Results (exists)": the results live in the user centre's assessment list.
        { path: 'evaluationResults', loader: () => replace('/user/digitalization'), Component: () => null },
      ],
    },
    {
      path: 'evaluationResultsCenter',
      handle: titled('评估结果'),
      lazy: async () => ({ Component: (await import('@/features/assessment/pages/result-page')).ResultPage }),
    },
    {
      // Public: whoever holds a printed report checks its code here, without an account.
      path: 'verify/:code',
      handle: titled('报告核验'),
      lazy: async () => ({
        Component: (await import('@/features/assessment/report/verify/verify-page')).VerifyPage,
      }),
    },
  ];
}
