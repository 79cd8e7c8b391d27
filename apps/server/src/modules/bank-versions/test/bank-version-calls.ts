import { type AccessFixture, MISSING_ID, type Target } from '../../../test/authorization/access-fixture';
import type { Build, Call } from '../../../test/authorization/route-calls';
import { findCurrentVersionNumber } from '../../assessment/assessment.repository';
import { REPORT_CONTENT } from '../../assessment/bank/report-content.data';
import { deleteDraft, findDraftNumber, findVersion, insertDraft, nextVersionNumber } from '../bank-versions.repository';

const BASE = '/api/admin/bank-versions';
/** A gating question and an indicator every version has. */
const QUESTION_ID = 'T01-L1-1';
const INDICATOR_ID = 'T01';

async function currentVersion(fx: AccessFixture): Promise<number> {
  const version = await findCurrentVersionNumber(fx.t.database.db);
  if (version === null) throw new Error('no published bank version');
  return version;
}

/** No draft is left (the one a copy made, or one an earlier cell left). */
async function removeDraft(fx: AccessFixture): Promise<void> {
  const db = fx.t.database.db;
  const draft = await findDraftNumber(db);
  if (draft !== null) await db.transaction((tx) => deleteDraft(tx, draft));
}

/** The draft operators edit: the one there is, or a copy of the current version made straight in the database. */
async function draft(fx: AccessFixture, target: Target, fresh = false): Promise<string> {
  if (target === 'missing') return MISSING_ID;
  const db = fx.t.database.db;
  if (fresh) await removeDraft(fx);
  const existing = await findDraftNumber(db);
  if (existing !== null) return String(existing);
  const source = await findVersion(db, await currentVersion(fx));
  if (!source) throw new Error('no current bank version');
  const version = await db.transaction(async (tx) => {
    const number = await nextVersionNumber(tx);
    await insertDraft(tx, {
      version: number,
      copiedFrom: source.version,
      questions: source.questions,
      parameters: source.parameters,
      reportContent: source.reportContent ?? REPORT_CONTENT,
      now: new Date(),
    });
    return number;
  });
  return String(version);
}

const version = async (fx: AccessFixture, target: Target) =>
  target === 'missing' ? MISSING_ID : String(await currentVersion(fx));

const put = (url: string, payload: Record<string, unknown>): Call => ({ method: 'PUT', url, payload });

/** How to call the operators' bank version routes (issue 19): system administrators only. */
export const BANK_VERSION_CALLS: Record<string, Build> = {
  [`GET ${BASE}`]: () => ({ method: 'GET', url: BASE }),
  [`GET ${BASE}/:version`]: async (fx, _who, target) => ({
    method: 'GET',
    url: `${BASE}/${await version(fx, target)}`,
  }),
  [`GET ${BASE}/:version/check`]: async (fx, _who, target) => ({
    method: 'GET',
    url: `${BASE}/${await version(fx, target)}/check`,
  }),
  // Each granted copy makes the draft, which goes again so that the next cell may copy too.
  [`POST ${BASE}/:version/copy`]: async (fx, _who, target) => {
    await removeDraft(fx);
    return {
      method: 'POST',
      url: `${BASE}/${await version(fx, target)}/copy`,
      payload: {},
      after: () => removeDraft(fx),
    };
  },
  [`PUT ${BASE}/:version/questions/:questionId`]: async (fx, _who, target) => {
    const number = await draft(fx, target);
    const source = await findVersion(fx.t.database.db, await currentVersion(fx));
    const question = source?.questions.find((q) => q.id === QUESTION_ID);
    if (!question) throw new Error(`no question ${QUESTION_ID}`);
    const { questionType, title, questionDesc, options } = question;
    return put(`${BASE}/${number}/questions/${QUESTION_ID}`, { questionType, title, questionDesc, options });
  },
  [`PUT ${BASE}/:version/parameters`]: async (fx, _who, target) => {
    const source = await findVersion(fx.t.database.db, await currentVersion(fx));
    return put(`${BASE}/${await draft(fx, target)}/parameters`, { ...source?.parameters, passThreshold: 0.65 });
  },
  [`PUT ${BASE}/:version/advice/:indicatorId`]: async (fx, _who, target) =>
    put(`${BASE}/${await draft(fx, target)}/advice/${INDICATOR_ID}`, {
      levels: ['矩阵一级建议', '矩阵二级建议', '矩阵三级建议', '矩阵四级建议', '矩阵五级建议'],
      note: '矩阵测试的说明',
    }),
  [`PUT ${BASE}/:version/report-settings`]: async (fx, _who, target) =>
    put(`${BASE}/${await draft(fx, target)}/report-settings`, {
      weakThresholds: REPORT_CONTENT.weakThresholds,
      note: '矩阵测试的建议说明',
    }),
  // A fresh copy of the current version for each cell: it passes the check, so a granted call publishes it.
  [`POST ${BASE}/:version/publish`]: async (fx, _who, target) => ({
    method: 'POST',
    url: `${BASE}/${await draft(fx, target, true)}/publish`,
    payload: {},
  }),
  [`DELETE ${BASE}/:version`]: async (fx, _who, target) => ({
    method: 'DELETE',
    url: `${BASE}/${await draft(fx, target)}`,
  }),
};
