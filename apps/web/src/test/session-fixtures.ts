import { OPERATOR_ROLES, type SessionUser, type TokenPair } from '@dtmm/shared';

/** A freshly registered user without a company. */
export const USER: SessionUser = {
  userId: '7',
  userName: 'zhangsan',
  userEmail: null,
  userMobilePhone: '13812345678',
  phone: '13812345678',
  companyId: null,
  companyName: null,
  companyLogo: null,
  role: null,
  isCompanyCertified: false,
  isOperator: false,
  operatorRoles: [],
  isProvider: false,
};

/** An operator holding every back-office role. */
export const OPERATOR: SessionUser = {
  ...USER,
  userName: 'operator',
  isOperator: true,
  operatorRoles: [...OPERATOR_ROLES],
};

export const COMPANY_USER: SessionUser = {
  ...USER,
  companyId: '3',
  companyName: '晋数科技有限公司',
  role: 'ADMIN',
  isCompanyCertified: true,
};

export const PAIR: TokenPair = { access_token: 'a1', refresh_token: 'r1', token_type: 'bearer', expires_in: 1800 };

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
