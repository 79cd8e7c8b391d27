import { memberMessages as mm } from '@dtmm/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  FIXED_CODE,
  findUser,
  freshPhone,
  postForm,
  postJson,
  REGISTER,
  registration,
  SEND_REGISTER,
} from '../accounts/testing';
import { auditLog } from '../audit/audit.table';
import { userinfo } from '../auth/test/auth-client';
import { certificationRequests } from '../certifications/certifications.table';
import { companies } from '../companies/companies.table';
import { notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await buildTestApp({ clock: () => clock, env: { DTMM_SMS_FIXED_CODE: FIXED_CODE } });
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;
const ADD = '/api/dtmm/company/companyuser/add';
const INVITATIONS = '/api/dtmm/company/invitations';

const add = async (admin: string, phone: string) =>
  t.app.inject({
    method: 'POST',
    url: ADD,
    headers: { access_token: await t.tokenFor(admin) },
    payload: { username: 'ignored', phone, password: 'any@2026x' },
  });
const myInvitations = async (username: string) =>
  (await t.app.inject({ url: INVITATIONS, headers: { access_token: await t.tokenFor(username) } })).json();
const decide = async (username: string, id: string, verb: 'accept' | 'decline') =>
  t.app.inject({
    method: 'POST',
    url: `${INVITATIONS}/${id}/${verb}`,
    headers: { access_token: await t.tokenFor(username) },
  });

let seq = 0;
/** A person who registered on their own and has no company. */
async function freePerson() {
  const username = `free_${process.pid % 1000}_${++seq}`;
  const phone = freshPhone();
  await postJson(t, SEND_REGISTER, { phone });
  const res = await postForm(t, REGISTER, registration(phone, username));
  expect(res.json().code).toBe(0);
  const row = await findUser(t, { username });
  if (!row) throw new Error('not registered');
  return row;
}
const companyOf = async (username: string) => (await findUser(t, { username }))?.companyId ?? null;

describe('invitations to join a company (issue 11, finding 1)', () => {
  it('lets the owner accept: a message, the invitation in their list, then membership as USER from the next request', async () => {
    const person = await freePerson();
    const token = await t.tokenFor(person.username);
    expect((await add('bz_admin', person.phone)).json()).toEqual({ code: 0, msg: mm.invited });
    expect(await companyOf(person.username)).toBeNull();

    const [message] = await t.database.db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(message?.title).toBe(mm.invitationTitle);
    expect(message?.content).toContain('bz_admin');
    const listed = await myInvitations(person.username);
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({ status: 'pending', inviter: 'bz_admin' });
    expect(listed.data[0].companyName).toBeTruthy();

    const accepted = await decide(person.username, listed.data[0].id, 'accept');
    expect(accepted.json()).toEqual({ code: 0, msg: mm.accepted });
    const admin = await findUser(t, { username: 'bz_admin' });
    expect(await findUser(t, { username: person.username })).toMatchObject({
      companyId: admin?.companyId,
      companyRole: 'USER',
      addedBy: admin?.id,
    });
    expect((await userinfo(t.app, token)).json().data).toMatchObject({
      companyId: String(admin?.companyId),
      role: 'USER',
    });
    expect((await myInvitations(person.username)).data[0].status).toBe('accepted');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin?.id ?? -1), eq(notifications.title, mm.answerTitle)));
    expect(told.some((n) => n.content.includes(person.username))).toBe(true);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'member.join'));
    expect(audits.some((a) => a.subject === person.username)).toBe(true);
    // Twice is once.
    expect((await decide(person.username, listed.data[0].id, 'accept')).json()).toMatchObject({
      code: 409,
      msg: mm.invitationDone,
    });
  });

  it('lets the owner decline, and an invitation is nobody else’s to decide', async () => {
    const person = await freePerson();
    await add('th_admin', person.phone);
    const [invitation] = (await myInvitations(person.username)).data;
    const other = await freePerson();
    expect((await decide(other.username, invitation.id, 'accept')).statusCode).toBe(404);
    expect((await decide('th_admin', invitation.id, 'accept')).statusCode).toBe(404);
    expect((await decide(person.username, '999999999', 'accept')).statusCode).toBe(404);
    expect((await decide(person.username, invitation.id, 'decline')).json()).toEqual({ code: 0, msg: mm.declined });
    expect(await companyOf(person.username)).toBeNull();
    expect((await myInvitations(person.username)).data[0].status).toBe('declined');
    expect((await decide(person.username, invitation.id, 'accept')).json().msg).toBe(mm.invitationDone);
  });

  it('renews an open invitation instead of stacking messages, and lets it expire after 7 days', async () => {
    const person = await freePerson();
    await add('bz_admin', person.phone);
    await add('bz_admin', person.phone);
    const listed = await myInvitations(person.username);
    expect(listed.total).toBe(1);
    const messages = await t.database.db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(messages).toHaveLength(1);

    clock += 7 * DAY + 1000;
    try {
      expect((await myInvitations(person.username)).data[0].status).toBe('expired');
      expect((await decide(person.username, listed.data[0].id, 'accept')).json()).toMatchObject({
        code: 400,
        msg: mm.invitationExpired,
      });
      expect(await companyOf(person.username)).toBeNull();
      // A new add after expiry opens a new invitation (and a new message).
      await add('bz_admin', person.phone);
      const again = await myInvitations(person.username);
      expect(again.total).toBe(2);
      expect(again.data[0].status).toBe('pending');
      expect((await decide(person.username, again.data[0].id, 'accept')).json().code).toBe(0);
    } finally {
      clock = Date.now();
    }
  });

  it('refuses to join when the person joined elsewhere, has a certification under review, or the company is no longer certified', async () => {
    const busy = await freePerson();
    await add('bz_admin', busy.phone);
    await add('th_admin', busy.phone);
    const [fromTh, fromBz] = (await myInvitations(busy.username)).data;
    expect((await decide(busy.username, fromBz.id, 'accept')).json().code).toBe(0);
    expect((await decide(busy.username, fromTh.id, 'accept')).json()).toMatchObject({ msg: mm.invitationHasCompany });

    const applicant = await freePerson();
    await add('bz_admin', applicant.phone);
    await t.database.db.insert(certificationRequests).values({
      certifyType: '企业',
      status: 2,
      applicantUserId: applicant.id,
      payload: {},
      creditCode: null,
    });
    const [pending] = (await myInvitations(applicant.username)).data;
    expect((await decide(applicant.username, pending.id, 'accept')).json()).toMatchObject({
      msg: mm.invitationPendingCertification,
    });

    const late = await freePerson();
    await add('th_admin', late.phone);
    const companyId = (await companyOf('th_admin')) ?? -1;
    await t.database.db.update(companies).set({ certificationStatus: 2 }).where(eq(companies.id, companyId));
    try {
      const [open] = (await myInvitations(late.username)).data;
      expect((await decide(late.username, open.id, 'accept')).json()).toMatchObject({ msg: mm.invitationCompanyGone });
      expect(await companyOf(late.username)).toBeNull();
    } finally {
      await t.database.db.update(companies).set({ certificationStatus: 1 }).where(eq(companies.id, companyId));
    }
  });

  it('never binds an operator, even through an invitation opened before they became one', async () => {
    const person = await freePerson();
    await add('bz_admin', person.phone);
    await t.database.db.update(users).set({ isOperator: true }).where(eq(users.id, person.id));
    const [open] = (await myInvitations(person.username)).data;
    expect((await decide(person.username, open.id, 'accept')).json()).toMatchObject({ msg: mm.operatorNotMember });
    expect(await companyOf(person.username)).toBeNull();
  });

  it('asks an anonymous caller to log in', async () => {
    expect((await t.app.inject({ url: INVITATIONS })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${INVITATIONS}/1/accept` })).statusCode).toBe(401);
  });
});
