import type { TestApp } from '../../../test/test-app';
import { uploadEvidence } from '../../formal-assessment/test/formal-client';
import { newCompany, newMember, served551 } from './served-fixture';

/**
 * A set of served enterprises counted by hand, in years the demo never reaches (its records are
 * all of the last twelve months), so every figure below is exact whatever else the database holds.
 *
 *  #  provider  enterprise (type, city)   started (China time)     state                    status
 *  1  P         甲 钢铁 ('1', 太原)        2021-03-01 10:00         planned                  0
 *  2  P         乙 机械 ('2', 大同)        2021-04-01 10:00         planned                  0
 *  3  P         丙 化工 ('1', 阳泉)        2021-05-01 10:00         one answer               1
 *  4  P         丁 食品 ('3', 长治)        2021-06-01 10:00         complete, no report      1
 *  5  P         戊 电力 ('1', 晋城)        2021-07-01 10:00         complete + report        2
 *  6  P         己 物流 ('4', 朔州)        2021-12-31 23:59:59      complete + report        2
 *  7  P         甲 钢铁                    2022-01-01 00:30 (2021 in UTC)  complete + report  2
 *  8  P         戊 电力                    2022-02-01 10:00         planned                  0
 *  9  Q         丙 化工                    2021-08-01 10:00         complete + report        2
 * 10  Q         丁 食品                    2021-09-01 10:00         planned                  0
 */
export const YEAR = 2021;
export const NEXT_YEAR = 2022;
export const P_NAME = '测试甲方数字化服务有限公司';
export const Q_NAME = '测试乙方数字化服务有限公司';

const ENTERPRISES = {
  jia: { name: '太原甲钢铁有限公司', companyType: '1', city: '1401', district: '140105' },
  yi: { name: '大同乙机械有限公司', companyType: '2', city: '1402', district: '140213' },
  bing: { name: '阳泉丙化工有限公司', companyType: '1', city: '1403', district: '140302' },
  ding: { name: '长治丁食品有限公司', companyType: '3', city: '1404', district: '140403' },
  wu: { name: '晋城戊电力有限公司', companyType: '1', city: '1405', district: '140502' },
  ji: { name: '朔州己物流有限公司', companyType: '4', city: '1406', district: '140602' },
};
export type EnterpriseKey = keyof typeof ENTERPRISES;

const china = (text: string) => new Date(`${text}+08:00`);

export interface HandCounted {
  p: number;
  q: number;
  pAdmin: string;
  pUser: string;
  qAdmin: string;
  enterprise: Record<EnterpriseKey, number>;
  /** Served row ids by the table's number. */
  served: Record<number, number>;
}

export async function seedHandCounted(t: TestApp): Promise<HandCounted> {
  const p = await newCompany(t, { name: P_NAME, isProvider: true });
  const q = await newCompany(t, { name: Q_NAME, isProvider: true });
  const [pAdmin, pUser, qAdmin] = [
    await newMember(t, p, 'ADMIN'),
    await newMember(t, p, 'USER'),
    await newMember(t, q, 'ADMIN'),
  ];
  const enterprise = {} as Record<EnterpriseKey, number>;
  for (const [key, spec] of Object.entries(ENTERPRISES)) enterprise[key as EnterpriseKey] = await newCompany(t, spec);
  const reportP = await uploadEvidence(t, pAdmin, 'report');
  const reportQ = await uploadEvidence(t, qAdmin, 'report');
  const rows: [number, number, EnterpriseKey, string, 'planned' | 'answered' | 'completed', string | null][] = [
    [1, p, 'jia', '2021-03-01T10:00:00', 'planned', null],
    [2, p, 'yi', '2021-04-01T10:00:00', 'planned', null],
    [3, p, 'bing', '2021-05-01T10:00:00', 'answered', null],
    [4, p, 'ding', '2021-06-01T10:00:00', 'completed', null],
    [5, p, 'wu', '2021-07-01T10:00:00', 'completed', reportP],
    [6, p, 'ji', '2021-12-31T23:59:59', 'completed', reportP],
    [7, p, 'jia', '2022-01-01T00:30:00', 'completed', reportP],
    [8, p, 'wu', '2022-02-01T10:00:00', 'planned', null],
    [9, q, 'bing', '2021-08-01T10:00:00', 'completed', reportQ],
    [10, q, 'ding', '2021-09-01T10:00:00', 'planned', null],
  ];
  const served: Record<number, number> = {};
  for (const [n, provider, key, startedAt, state, report] of rows) {
    const spec = { enterprise: enterprise[key], provider, startedAt: china(startedAt), state, report };
    served[n] = (await served551(t, spec)).servedId;
  }
  return { p, q, pAdmin, pUser, qAdmin, enterprise, served };
}
