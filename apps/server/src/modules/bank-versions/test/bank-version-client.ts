import type { BankQuestionEdit } from '@dtmm/shared';
import type { TestApp } from '../../../test/test-app';

export const BANK_VERSIONS = '/api/admin/bank-versions';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the route answered
  body: any;
  /** The answer exactly as sent, for byte-for-byte comparisons. */
  raw: string;
}

/** A JSON call of any method as `token`'s holder (null: anonymous). */
export async function send(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? { access_token: token } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json(), raw: res.body };
}

/** The operators' routes of one app and token. */
export function bankVersionClient(t: TestApp, token: string | null) {
  const at = (version: number, rest = '') => `${BANK_VERSIONS}/${version}${rest}`;
  return {
    list: () => send(t, token, 'GET', BANK_VERSIONS),
    detail: (version: number) => send(t, token, 'GET', at(version)),
    check: (version: number) => send(t, token, 'GET', at(version, '/check')),
    copy: (version: number) => send(t, token, 'POST', at(version, '/copy')),
    publish: (version: number) => send(t, token, 'POST', at(version, '/publish')),
    remove: (version: number) => send(t, token, 'DELETE', at(version)),
    question: (version: number, id: string, edit: BankQuestionEdit) =>
      send(t, token, 'PUT', at(version, `/questions/${id}`), edit),
    parameters: (version: number, parameters: object) => send(t, token, 'PUT', at(version, '/parameters'), parameters),
    advice: (version: number, indicatorId: string, edit: object) =>
      send(t, token, 'PUT', at(version, `/advice/${indicatorId}`), edit),
    reportSettings: (version: number, settings: object) =>
      send(t, token, 'PUT', at(version, '/report-settings'), settings),
  };
}

/** The editable part of a question as the detail answers it. */
export const editOf = (question: BankQuestionEdit & { id?: string }): BankQuestionEdit => ({
  questionType: question.questionType,
  title: question.title,
  questionDesc: question.questionDesc,
  options: question.options,
});
