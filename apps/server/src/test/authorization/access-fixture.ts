import type { ContentKind, ContentStatus } from '@dtmm/shared';
import { assess, PLEDGE_VERSION } from '@dtmm/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { freshPhone, GOOD_PASSWORD } from '../../modules/accounts/testing';
import { findPublishedVersion, insertRecord } from '../../modules/assessment/assessment.repository';
import { assessmentAnswers, assessmentRecords } from '../../modules/assessment/assessment.table';
import { hashPassword } from '../../modules/auth/password';
import { startSession } from '../../modules/auth/sessions.service';
import { certificationRequests } from '../../modules/certifications/certifications.table';
import {
  certify,
  creditCode,
  enterprisePayload,
  newPerson,
  requestIdFor,
  uploadLicence,
} from '../../modules/certifications/test/certification-client';
import { companies } from '../../modules/companies/companies.table';
import { insertContent } from '../../modules/content/content.repository';
import { DEMO_PASSWORD } from '../../modules/demo/demo-province';
import { dictionaryItems } from '../../modules/dictionaries/dictionaries.table';
import { memberInvitations } from '../../modules/members/invitations.table';
import { notify } from '../../modules/notifications/notifications.service';
import { notifications } from '../../modules/notifications/notifications.table';
import { solutions } from '../../modules/solutions/solutions.table';
import { users } from '../../modules/users/users.table';
import type { TestApp } from '../test-app';

/** Who asks. A is 山西并州智能矿山装备, B is 长治太行精铸; the provider is 龙城工业互联网. */
export const PRINCIPALS = [
  'anonymous',
  'userA',
  'adminA',
  'userB',
  'adminB',
  'provider',
  'newcomer',
  'operator',
  'editor',
  'reviewer',
  'sysadmin',
  'secadmin',
  'auditor',
  'disabled',
] as const;
/**
 * ADMINs of companies whose enterprise certification is under review (阳泉冠山) or was rejected
 * (临汾平阳): rows that name `uncertified` are asked for them too (issue 28, 4).
 */
export const UNCERTIFIED_PRINCIPALS = ['pending', 'rejected'] as const;
/** The principals every row is asked for. */
export type MatrixPrincipal = (typeof PRINCIPALS)[number];
export type PrincipalName = MatrixPrincipal | (typeof UNCERTIFIED_PRINCIPALS)[number];

/** Operators who hold one role each (issue 19, least privilege; issue 31, 三员); `operator` holds them all. */
export const ROLE_OPERATORS = {
  editor: 'contentEditor',
  reviewer: 'reviewer',
  sysadmin: 'systemAdmin',
  secadmin: 'securityAdmin',
  auditor: 'auditor',
} as const;
export type RoleOperator = keyof typeof ROLE_OPERATORS;
/** Operators of any role: they read every company's objects, so no 'foreign' cell applies to them. */
export const isOperatorPrincipal = (who: PrincipalName) => who === 'operator' || who in ROLE_OPERATORS;
type Person = Exclude<PrincipalName, 'anonymous'>;

const USERNAMES: Record<Person, string> = {
  userA: 'bz_user',
  adminA: 'bz_admin',
  userB: 'th_user',
  adminB: 'th_admin',
  provider: 'lc_admin',
  newcomer: 'newcomer',
  operator: 'operator',
  editor: 'op_editor',
  reviewer: 'op_reviewer',
  sysadmin: 'op_sysadmin',
  secadmin: 'op_secadmin',
  auditor: 'op_auditor',
  disabled: 'matrix_disabled',
  pending: 'gs_admin',
  rejected: 'py_admin',
};

/** Planted in company B's records; no answer to anyone outside B (operators aside) may carry it. */
export const CANARY = 'CANARY_B_5e1f';
/** An id no record has. */
export const MISSING_ID = '999999999';
export const MISSING_FILE_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Which object a call aims at: the asker's own (or company A's), company B's, none at all, or (for
 * the provider) a record of A it served as A's 551 provider.
 */
export type Target = 'own' | 'foreign' | 'missing' | 'served';

let sequence = 0;
const nextNumber = () => ++sequence;

/** The people, objects and fresh tokens the authorization matrix's cells use. */
export class AccessFixture {
  private readonly ids = new Map<Person, number>();
  companyA = 0;
  companyB = 0;
  private companyOfProvider = 0;
  private readonly uncertifiedCompanies = new Map<PrincipalName, number>();
  /** A completed diagnosis of A its 551 provider did not serve: no answer to the provider may name it. */
  unservedRecordOfA = '';

  constructor(readonly t: TestApp) {}

  /** Looks up the demo people, adds a disabled ADMIN of A and plants the canary in B's records. */
  async setUp(): Promise<void> {
    const db = this.t.database.db;
    const [a] = await db.select().from(users).where(eq(users.username, USERNAMES.adminA));
    this.companyA = a?.companyId ?? 0;
    await db.insert(users).values({
      username: USERNAMES.disabled,
      phone: freshPhone(),
      passwordHash: await hashPassword(DEMO_PASSWORD),
      companyId: this.companyA,
      companyRole: 'ADMIN',
      isDisabled: true,
    });
    for (const [who, username] of Object.entries(USERNAMES) as [Person, string][]) {
      const [row] = await db.select().from(users).where(eq(users.username, username));
      if (!row) throw new Error(`no user ${username}`);
      this.ids.set(who, row.id);
    }
    const [b] = await db.select().from(users).where(eq(users.username, USERNAMES.adminB));
    this.companyB = b?.companyId ?? 0;
    const [p] = await db.select().from(users).where(eq(users.username, USERNAMES.provider));
    this.companyOfProvider = p?.companyId ?? 0;
    for (const who of UNCERTIFIED_PRINCIPALS) {
      const [row] = await db.select().from(users).where(eq(users.username, USERNAMES[who]));
      this.uncertifiedCompanies.set(who, row?.companyId ?? 0);
    }
    await this.plantCanary();
    this.unservedRecordOfA = (await this.assessmentRecord('adminA', 'own', 'completed')).id;
  }

  private async plantCanary(): Promise<void> {
    const db = this.t.database.db;
    await db
      .update(companies)
      .set({ companyProfile: `长治铸造企业简介 ${CANARY}`, registeredAddress: `长治市潞州区 ${CANARY}` })
      .where(eq(companies.id, this.companyB));
    await db
      .update(certificationRequests)
      .set({ payload: sql`${certificationRequests.payload} || ${JSON.stringify({ fdAddOn2: CANARY })}::jsonb` })
      .where(eq(certificationRequests.companyId, this.companyB));
    await db
      .update(users)
      .set({ email: `${CANARY}@th.example.cn` })
      .where(eq(users.companyId, this.companyB));
    for (const who of ['userB', 'adminB'] as const) {
      await notify(db, this.userId(who), { title: `通知 ${CANARY}`, content: `内容 ${CANARY}` });
    }
  }

  userId(who: Person): number {
    const id = this.ids.get(who);
    if (id === undefined) throw new Error(`unknown principal ${who}`);
    return id;
  }

  /** A token of a new session, so a cell that logs out or changes a password spoils no other cell. */
  async token(who: PrincipalName): Promise<string | null> {
    if (who === 'anonymous') return null;
    const pair = await startSession(this.t.app.ctx, this.userId(who), { ip: '127.0.0.1', userAgent: 'matrix' });
    return pair.access_token;
  }

  async refreshToken(who: Person): Promise<string> {
    const pair = await startSession(this.t.app.ctx, this.userId(who), { ip: '127.0.0.1', userAgent: 'matrix' });
    return pair.refresh_token;
  }

  /** B's side of company B, A's side of everything else (operators and strangers aim at A). */
  isOfB(who: PrincipalName): boolean {
    return who === 'userB' || who === 'adminB';
  }

  /** The company a call aims at: the asker's own (A for those without one), or the other one of A and B. */
  company(who: PrincipalName, target: Target): string {
    if (target === 'missing') return MISSING_ID;
    if (target === 'foreign') return String(this.isOfB(who) ? this.companyA : this.companyB);
    if (target === 'served') return String(this.companyA);
    if (who === 'provider') return String(this.companyOfProvider);
    const uncertified = this.uncertifiedCompanies.get(who);
    if (uncertified) return String(uncertified);
    return String(this.isOfB(who) ? this.companyB : this.companyA);
  }

  /** Who can upload for the asker: the asker, or A's admin for those who cannot; the other company's for foreign. */
  uploaderFor(who: PrincipalName, target: Target = 'own'): Person {
    if (target === 'foreign') return this.isOfB(who) ? 'adminA' : 'adminB';
    return who === 'anonymous' || who === 'disabled' ? 'adminA' : who;
  }

  /** A fresh USER of the target company, for unbind and role changes. */
  async member(who: PrincipalName, target: Target): Promise<string> {
    if (target === 'missing') return MISSING_ID;
    const n = nextNumber();
    const [row] = await this.t.database.db
      .insert(users)
      .values({
        username: `matrix_member_${n}`,
        phone: freshPhone(),
        passwordHash: await hashPassword(GOOD_PASSWORD),
        companyId: Number(this.company(who, target)),
        companyRole: 'USER',
      })
      .returning({ id: users.id });
    return String(row?.id);
  }

  /** A message of the asker (of the other company's admin for a foreign target). */
  async notification(who: PrincipalName, target: Target): Promise<string> {
    if (target === 'missing') return MISSING_ID;
    const stranger = this.isOfB(who) ? 'adminA' : 'adminB';
    const owner = target === 'foreign' || who === 'anonymous' ? stranger : who;
    await notify(this.t.database.db, this.userId(owner), { title: '矩阵消息', content: '用于权限测试' });
    const [row] = await this.t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, this.userId(owner)))
      .orderBy(sql`${notifications.id} desc`)
      .limit(1);
    return String(row?.id);
  }

  /**
   * An open invitation to join company B (A for B's people) for the asker, or for a new account when
   * the target is foreign (anonymous and disabled callers get a new account's too).
   */
  async invitation(who: PrincipalName, target: Target): Promise<string> {
    if (target === 'missing') return MISSING_ID;
    const invitee =
      target === 'own' && who !== 'anonymous' && who !== 'disabled'
        ? this.userId(who)
        : Number((await this.account()).id);
    const companyId = this.isOfB(who) ? this.companyA : this.companyB;
    const db = this.t.database.db;
    // Earlier cells leave the newcomer's certification under review, which would bar joining.
    await db
      .update(certificationRequests)
      .set({ status: 0 })
      .where(and(eq(certificationRequests.applicantUserId, invitee), eq(certificationRequests.status, 2)));
    const open = and(
      eq(memberInvitations.companyId, companyId),
      eq(memberInvitations.userId, invitee),
      eq(memberInvitations.status, 'pending'),
    );
    await db.update(memberInvitations).set({ status: 'declined' }).where(open);
    const [row] = await db
      .insert(memberInvitations)
      .values({
        companyId,
        userId: invitee,
        invitedBy: this.userId(this.isOfB(who) ? 'adminA' : 'adminB'),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: memberInvitations.id });
    return String(row?.id);
  }

  /** Undoes an accepted invitation: the newcomer is the one principal who can join, and must stay without a company. */
  async freeNewcomer(): Promise<void> {
    await this.t.database.db
      .update(users)
      .set({ companyId: null, companyRole: null, addedBy: null })
      .where(eq(users.id, this.userId('newcomer')));
  }

  /** A private licence, uploaded as uploaderFor says. */
  async privateFile(who: PrincipalName, target: Target): Promise<string> {
    if (target === 'missing') return MISSING_FILE_ID;
    return uploadLicence(this.t, (await this.token(this.uploaderFor(who, target))) ?? '');
  }

  /** A new person's enterprise request waiting for review. */
  async pendingRequest(target: Target): Promise<string> {
    if (target === 'missing') return MISSING_ID;
    const n = nextNumber();
    const token = await newPerson(this.t, `matrix_applicant_${n}`, freshPhone());
    const code = creditCode(700000 + n);
    const licence = await uploadLicence(this.t, token);
    const res = await certify(this.t, token, enterprisePayload(licence, code, `矩阵测试企业${n}`));
    if (res.statusCode !== 200) throw new Error(`certify: ${res.body}`);
    return requestIdFor(this.t, (await this.token('operator')) ?? '', code);
  }

  /** A plain new account, for the operators' user tools and password resets. */
  async account(target: Target = 'own'): Promise<{ id: string; phone: string }> {
    if (target === 'missing') return { id: MISSING_ID, phone: freshPhone() };
    const phone = freshPhone();
    const [row] = await this.t.database.db
      .insert(users)
      .values({ username: `matrix_account_${nextNumber()}`, phone, passwordHash: await hashPassword(GOOD_PASSWORD) })
      .returning({ id: users.id });
    return { id: String(row?.id), phone };
  }

  /**
   * A fresh content item of `kind` in `status` (drafts to publish, published ones to unpublish,
   * delete or read publicly); content belongs to no company, so 'foreign' is the same as 'own'.
   */
  async content(kind: ContentKind, target: Target, status: ContentStatus = 'published'): Promise<string> {
    if (target === 'missing') return MISSING_ID;
    const n = nextNumber();
    const id = await insertContent(this.t.database.db, {
      kind,
      status,
      userId: null,
      now: new Date(),
      parts: {
        title: `矩阵内容${n}`,
        groupValue: '',
        summary: '',
        body: '<p>矩阵</p>',
        companyId: null,
        fields: {},
        orderNumber: 0,
        publishTime: new Date(Date.now() - 60_000),
      },
    });
    return String(id);
  }

  /** The certified provider's company, whose public profile anyone may read. */
  provider(target: Target): string {
    return target === 'missing' ? MISSING_ID : String(this.companyOfProvider);
  }

  /** A fresh item of a stored dictionary, for the operators' dictionary tools. */
  async dictionaryItem(target: Target): Promise<string> {
    if (target === 'missing') return MISSING_ID;
    const n = nextNumber();
    const [row] = await this.t.database.db
      .insert(dictionaryItems)
      .values({ code: 'company.scale', label: `矩阵规模${n}`, value: `matrix-${n}`, sortOrder: 100 + n })
      .returning({ id: dictionaryItems.id });
    return String(row?.id);
  }

  /**
   * A solution in `status`: the provider's own, or another certified provider's for 'foreign'
   * (the provider is the only principal that publishes).
   */
  async solution(target: Target, status: '0' | '1' | '2' = '2'): Promise<string> {
    if (target === 'missing') return MISSING_ID;
    const db = this.t.database.db;
    const [other] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.providerStatus, 1), ne(companies.id, this.companyOfProvider)));
    const companyId = target === 'foreign' ? (other?.id ?? 0) : this.companyOfProvider;
    const [row] = await db
      .insert(solutions)
      .values({
        companyId,
        solutionName: `矩阵方案${nextNumber()}`,
        serviceCategory: ['设备管理'],
        serviceTarget: ['煤炭'],
        serviceArea: ['14'],
        contactPerson: '矩阵',
        contactPhone: '0351-7654321',
        imageFileIds: [],
        tableFlag: status,
      })
      .returning({ id: solutions.id });
    return String(row?.id);
  }

  /**
   * A fresh diagnosis record in progress at level 1 of the asker's company (A for those without one)
   * or the other company's for 'foreign'; `answered` fills every level-1 question so that it can be
   * submitted (its pledge accepted); 'completed' also completes it with the model's result. Answers the record id and a level-1 question's detailId.
   * 'served' makes it a 551 record of A with the provider as its 551 provider.
   */
  async assessmentRecord(
    who: PrincipalName,
    target: Target,
    answered: false | 'answered' | 'completed' = false,
  ): Promise<{ id: string; detailId: string }> {
    const db = this.t.database.db;
    const bank = await findPublishedVersion(db, 1);
    const levelOne = (bank?.questions ?? []).filter((question) => question.level === 1);
    const firstQuestion = levelOne[0]?.id ?? 'T01-L1-1';
    if (target === 'missing') return { id: MISSING_ID, detailId: `${MISSING_ID}:${firstQuestion}` };
    const companyId = Number(this.company(who, target));
    const answerType = target === 'served' ? '2' : '0';
    await db
      .delete(assessmentRecords)
      .where(
        and(
          eq(assessmentRecords.companyId, companyId),
          eq(assessmentRecords.answerType, answerType),
          eq(assessmentRecords.status, '0'),
        ),
      );
    const record = await insertRecord(db, {
      companyId,
      answerType,
      assessmentType: '2',
      croppedIndicatorIds: [],
      industryGroup: 'otherIndustry',
      serviceProviderId: target === 'served' ? this.companyOfProvider : null,
      bankVersion: 1,
      createdBy: this.userId('adminA'),
    });
    if (answered) {
      // Submittable: the 真实性承诺 is accepted, as submitQuestionnaire requires.
      await db
        .update(assessmentRecords)
        .set({ pledgeVersion: PLEDGE_VERSION, pledgeAcceptedAt: new Date(), pledgeAcceptedByName: who })
        .where(eq(assessmentRecords.id, record.id));
    }
    if (answered && levelOne.length > 0) {
      await db.insert(assessmentAnswers).values(
        levelOne.map((question) => ({
          recordId: record.id,
          questionId: question.id,
          level: 1,
          optionIds: [question.options[0]?.id ?? 'A'],
          seq: 1,
        })),
      );
    }
    if (answered === 'completed' && bank) {
      const answers = Object.fromEntries(levelOne.map((question) => [question.id, [question.options[0]?.id ?? 'A']]));
      const result = assess({ bank, industryGroup: 'otherIndustry', croppedIndicatorIds: [], answers });
      await db
        .update(assessmentRecords)
        .set({ status: '1', result, totalScore: result.totalScore, completedAt: new Date() })
        .where(eq(assessmentRecords.id, record.id));
    }
    return { id: String(record.id), detailId: `${record.id}:${firstQuestion}` };
  }

  /**
   * Removes A's 551 records the provider served: left behind, they would make the provider A's 551
   * companion, which may not assess A formally (the acceptance rows).
   */
  async clearServed(): Promise<void> {
    await this.t.database.db
      .delete(assessmentRecords)
      .where(
        and(
          eq(assessmentRecords.companyId, this.companyA),
          eq(assessmentRecords.serviceProviderId, this.companyOfProvider),
        ),
      );
  }

  /** The verification code of a report of company A (its first read freezes it). */
  async reportCode(): Promise<string> {
    const { id } = await this.assessmentRecord('adminA', 'own', 'completed');
    const res = await this.t.app.inject({
      method: 'GET',
      url: `/api/dtmm/answer/previewReport/${id}`,
      headers: { access_token: (await this.token('adminA')) ?? '' },
    });
    return res.json().data.report.verificationCode;
  }

  /** A valid new credit code for a certification cell. */
  creditCode(): string {
    return creditCode(800000 + nextNumber());
  }
}
