import { isPhoneOrLandline, LONG_TEXT_MAX, solutionMessages as m, SOLUTION_MAX_INDUSTRIES } from '@dtmm/shared';
import type { FormRule } from 'antd';
import type { SolutionFormValues } from './solution-form-values';

/**
 * The rules of portal.md 5.8 as antd rules, mirroring solutionFields on the server (same texts);
 * text fields set `validateFirst`, so one message speaks at a time.
 */
const text = (message: string): FormRule[] => [{ required: true, whitespace: true, message }];
const choice = (message: string): FormRule[] => [{ required: true, type: 'array', min: 1, message }];
const upTo1000 = (message: string): FormRule[] => [{ max: LONG_TEXT_MAX, message }];

export const solutionRules: Partial<Record<keyof SolutionFormValues, FormRule[]>> = {
  solutionName: text(m.nameRequired),
  contactPerson: text(m.contactRequired),
  contactPhone: [
    ...text(m.phoneRequired),
    {
      validator: async (_rule, value?: string) =>
        !value?.trim() || isPhoneOrLandline(value.trim()) ? undefined : Promise.reject(new Error(m.phoneInvalid)),
    },
  ],
  serviceCategory: choice(m.categoryRequired),
  serviceArea: choice(m.areaRequired),
  serviceTarget: [
    ...choice(m.targetRequired),
    { type: 'array', max: SOLUTION_MAX_INDUSTRIES, message: m.tooManyTargets },
  ],
  solutionDescription: upTo1000(m.descriptionTooLong),
  solutionIntroduction: upTo1000(m.textTooLong('方案介绍')),
  applicationValue: upTo1000(m.textTooLong('应用价值')),
  classicCases: upTo1000(m.textTooLong('典型案例')),
};
