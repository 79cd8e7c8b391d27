// The province-scale data set of `npm run bench:scale` (issue 31), written by the database itself:
// each table is one INSERT … SELECT over generate_series (never row by row), from a few small tables of
// profiles and real model results that this file sends first. A marker table says the seed is there,
// so a second run measures at once.
import { type FrozenPeerFigures, SIZE_CLASS_NAMES, type SizeClass } from '@dtmm/shared';
import pg from 'pg';
import type { GroupPopulation } from '../../apps/server/src/modules/assessment/report/benchmark';
import { peerFiguresOf } from '../../apps/server/src/modules/assessment/report/peer-figures';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { industryPath } from '../../apps/server/src/modules/industries/industries.data';
import { randomOf } from '../report/answers';
import { personalisedReport } from '../report/report-template';
import { companyProfiles, firstLevelQuestions, INDUSTRY_GROUPS, resultTemplates } from './templates';

export const SCALE_PASSWORD = 'Scale@2026';
const MARKER = 'bench_scale_seed';
const PROFILES = 2000;
const TEMPLATES_PER_GROUP = 16;
/** Answers kept per open diagnosis: 200,000 × 10 = 2,000,000. */
const DRAFT_ANSWERS = 10;

/** The sizes of the set: the issue's, or a fraction of them for a quick look (SCALE_COMPANIES). */
export interface SeedSizes {
  companies: number;
  /**
   * Completed (a fifth); in progress: a diagnosis per company and a 551 draft in one company of 20 (a
   * twentieth of 551 drafts: the topic is a programme, not every company's); withdrawn: the rest (at most
   * one record per company and type is open at a time, so the other records of a million are finished).
   */
  records: number;
  completed: number;
  answers: number;
  audit: number;
}

export function seedSizes(companies: number): SeedSizes {
  return {
    companies,
    records: 5 * companies,
    completed: companies,
    answers: DRAFT_ANSWERS * companies,
    audit: companies,
  };
}

export interface SeedRun {
  sizes: SeedSizes;
  /** Seconds per step, in order. */
  steps: [string, number][];
  seconds: number;
}

export async function isSeeded(client: pg.Client): Promise<SeedRun | null> {
  const { rows } = await client
    .query<{ run: SeedRun }>(
      `select run from ${MARKER} where exists (select from pg_tables where tablename = '${MARKER}') limit 1`,
    )
    .catch(() => ({ rows: [] as { run: SeedRun }[] }));
  return rows[0]?.run ?? null;
}

const hash = (salt: number, of = 'g') => `abs(hashint4(${of} * 7919 + ${salt}))`;

/** Seeds the province into a migrated database (the platform has started on it once: demo, banks). */
export async function seedProvince(databaseUrl: string, sizes: SeedSizes): Promise<SeedRun> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const steps: [string, number][] = [];
  const started = Date.now();
  const step = async (name: string, statement: string, values: unknown[] = []) => {
    const at = Date.now();
    await client.query(statement, values);
    steps.push([name, (Date.now() - at) / 1000]);
    console.log(`  ${name}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
  };
  try {
    await client.query(`set statement_timeout = 0`);
    await client.query(`set synchronous_commit = off`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    // Triggers off (the dashboard's counts are rebuilt at the end in one pass, and the foreign keys hold
    // by construction) — except for the audit trail, whose chain the database writes.
    await client.query(`set session_replication_role = replica`);
    const { rows } = await client.query<{ version: number }>(
      `select version from assessment_bank_versions where seed_key = 'platform-2'`,
    );
    const version = rows[0]?.version;
    if (version === undefined) throw new Error('the platform bank 2 is not published: start the platform once first');
    await sendReferenceTables(client, version);
    const C = sizes.companies;
    await step(
      'companies',
      `insert into companies (company_name, social_credit_code, legal_representative, industry_category,
         secondary_industry, annual_revenue, company_type, employee, contact_phone, contact_name, registered_address,
         province, city, district, certification_status, provider_status, created_at, updated_at)
       select w.word || k.kind || '有限公司' || g, '91SC' || lpad(g::text, 14, '0'), '法人' || g % 1000,
         nullif(p.category, ''), nullif(p.division, ''), p.revenue, '1', p.employee, '139' || lpad((g % 100000000)::text, 8, '0'),
         '联系人' || g % 997, '山西省某地' || g || '号', '14', p.city, p.district,
         case when ${hash(1)} % 100 < 94 then 1 when ${hash(1)} % 100 < 97 then 2 else 0 end,
         case when g % 50 = 0 then 1 else 0 end, d.at, d.at
       from generate_series(1, ${C}) g
       join scale_profiles p on p.n = ${hash(2)} % ${PROFILES}
       join scale_words w on w.n = ${hash(3)} % 12
       join scale_kinds k on k.n = ${hash(4)} % 10
       cross join lateral (select now() - interval '3 years' - (${hash(5)} % (365 * 24 * 60)) * interval '1 minute' as at) d`,
    );
    await step(
      'company numbers',
      `create table scale_company as select id, substr(social_credit_code, 5)::int as g, created_at, certification_status
         from companies where social_credit_code like '91SC%';
       create unique index on scale_company (g); analyze scale_company`,
    );
    await step(
      'users (an ADMIN each, a member in three)',
      `insert into users (username, phone, password_hash, company_id, company_role, created_at, updated_at, credentials_changed_at)
       select 'sc' || c.g || m.suffix, m.prefix || lpad(c.g::text, 9, '0'), $1, c.id, m.role, c.created_at, c.created_at, c.created_at
       from scale_company c
       cross join (values ('', '19', 'ADMIN'), ('m', '18', 'USER')) m(suffix, prefix, role)
       where m.role = 'ADMIN' or c.g % 3 = 0`,
      [await hashPassword(SCALE_PASSWORD)],
    );
    await step(
      'consents (everyone agreed to the current 用户协议 and 隐私政策 when registering)',
      `insert into agreement_consents (user_id, kind, version, consented_at, ip)
       select u.id, a.kind, a.version, u.created_at, '10.0.0.1'
       from users u join scale_company c on c.id = u.company_id
       cross join (select distinct on (kind) kind, version from agreements
                   where status = 'published' order by kind, version desc) a`,
    );
    await step(
      'certification requests',
      `insert into certification_requests (certify_type, status, applicant_user_id, company_id, payload, credit_code,
         reject_reason, submitted_at, decided_at, decided_by)
       select r.type, r.status, u.id, c.id,
         jsonb_build_object('companyName', co.company_name, 'creditCode', co.social_credit_code,
           'legalRepresentative', co.legal_representative, 'city', co.city),
         co.social_credit_code, case when r.status = 0 then '营业执照不清晰，请重新上传' end,
         r.submitted, case when r.status <> 2 then r.submitted + interval '2 days' end, case when r.status <> 2 then op.id end
       from scale_company c
       join companies co on co.id = c.id
       join users u on u.company_id = c.id and u.company_role = 'ADMIN'
       cross join (select id from users where username = 'op_reviewer') op
       cross join lateral (values
         ('企业', 1, c.created_at - interval '2 days', true),
         ('企业', 0, c.created_at - interval '20 days', c.g % 10 = 0),
         ('企业', c.certification_status, now() - (c.g % 30) * interval '1 day', c.certification_status <> 1),
         ('服务商', 1, c.created_at + interval '30 days', co.provider_status = 1)
       ) r(type, status, submitted, wanted)
       where r.wanted`,
    );
    const v = version;
    const record = (status: string, answerType: string, provider: string, at: string, k: string) =>
      `select c.id as company_id, ${answerType}::text as answer_type, c.g, ${status}::text as status, ${provider} as provider_g,
         ${at} as at, ${k} as k from scale_company c`;
    await step(
      'assessment records (completed, in progress, withdrawn)',
      `insert into assessment_records (company_id, answer_type, assessment_type, industry_group, service_provider_id, bank_version,
         status, current_level, assessment_level, digital_transformation_level, total_score, result, created_by,
         created_at, updated_at, completed_at, withdrawn_at, withdrawn_by, withdraw_reason,
         pledge_version, pledge_accepted_at, pledge_accepted_by, pledge_accepted_by_name, city, industry_category)
       select r.company_id, r.answer_type, '2', p.industry_group, pc.id, ${v}, r.status,
         case when r.status = '0' then 1 else t.final_level end,
         case when r.status = '0' then 0 else t.level end,
         case when r.status = '0' then null else t.tier end,
         case when r.status = '0' then null else s.score end,
         case when r.status = '0' then null else jsonb_set(t.result, '{totalScore}', to_jsonb(s.score)) end,
         u.id, r.at - interval '2 hours', r.at,
         case when r.status = '0' then null else r.at end,
         case when r.status = '2' then r.at + interval '20 days' end,
         case when r.status = '2' then u.id end,
         case when r.status = '2' then '数据填报有误，重新评估' end,
         case when r.status = '0' then null else 1 end,
         case when r.status = '0' then null else r.at - interval '2 hours' end,
         case when r.status = '0' then null else u.id end,
         case when r.status = '0' then null else u.username end,
         co.city, co.industry_category
       from (
         ${record(`case when c.g % 5 = 0 then '2' else '1' end`, `'0'`, 'null::int', `now() - (${hash(11, 'c.g')} % (3 * 365 * 24)) * interval '1 hour'`, `${hash(12, 'c.g')}`)}
         union all ${record(`case when c.g % 5 = 1 then '1' else '2' end`, `'0'`, 'null::int', `now() - interval '3 years' - (${hash(13, 'c.g')} % (365 * 24)) * interval '1 hour'`, `${hash(14, 'c.g')}`)}
         union all ${record(`'2'`, `'0'`, 'null::int', `now() - interval '4 years' - (${hash(15, 'c.g')} % (365 * 24)) * interval '1 hour'`, `${hash(16, 'c.g')}`)}
         union all ${record(`'0'`, `'0'`, 'null::int', `now() - (${hash(17, 'c.g')} % (90 * 24)) * interval '1 hour'`, `${hash(18, 'c.g')}`)}
         union all ${record(
           `case when c.g % 20 = 0 then '0' else '2' end`,
           `case when c.g % 20 = 0 then '2' else '0' end`,
           `case when c.g % 20 = 0 then 50 * (1 + ${hash(19, 'c.g')} % ${Math.max(1, Math.floor(C / 50))}) end`,
           `now() - (${hash(20, 'c.g')} % (180 * 24)) * interval '1 hour'`,
           `${hash(21, 'c.g')}`,
         )}
       ) r
       join companies co on co.id = r.company_id
       join scale_profiles p on p.n = ${hash(2, 'r.g')} % ${PROFILES}
       join scale_templates t on t.k = p.group_index * ${TEMPLATES_PER_GROUP} + r.k % ${TEMPLATES_PER_GROUP}
       join users u on u.company_id = r.company_id and u.company_role = 'ADMIN'
       left join scale_company pc on pc.g = r.provider_g
       cross join lateral (select round(least(100, greatest(0, t.total_score + (r.k % 601 - 300) / 100.0))::numeric, 2)::float8 as score) s`,
    );
    await step(
      'served enterprises (the 551 drafts)',
      `insert into served_enterprises (record_id, created_at, updated_at)
       select r.id, r.created_at, r.created_at from assessment_records r
       join scale_company c on c.id = r.company_id where r.answer_type = '2'`,
    );
    await step(
      'answers (ten per open diagnosis)',
      `insert into assessment_answers (record_id, question_id, level, option_ids, answered_by, answered_at, seq, version)
       select r.id, a.question_id, 1, a.option_ids, r.created_by, r.created_at + a.n * interval '1 minute', a.n, 1
       from assessment_records r
       join scale_company c on c.id = r.company_id
       join scale_first_answers a on a.industry_group = r.industry_group and a.n <= ${DRAFT_ANSWERS}
       where r.status = '0' and r.answer_type = '0'`,
    );
    await step(
      'benchmark entries',
      `insert into assessment_benchmark_entries (company_id, bank_version, record_id, total_score, level,
         area_a1, area_a2, area_a3, area_a4, area_a5, industry_category, industry_division, size_band, completed_at)
       select r.company_id, r.bank_version, r.id, r.total_score, r.assessment_level,
         t.a1, t.a2, t.a3, t.a4, t.a5, p.peer_category, p.peer_division, p.size_band, r.completed_at
       from assessment_records r
       join scale_company c on c.id = r.company_id
       join scale_profiles p on p.n = ${hash(2, 'c.g')} % ${PROFILES}
       cross join lateral (select * from scale_templates t where t.industry_group = r.industry_group
         and t.result -> 'level1' = r.result -> 'level1' limit 1) t
       where r.status = '1'`,
    );
    await client.query(
      `insert into assessment_benchmark_stamps (bank_version, stamp) values ($1, 1)
       on conflict (bank_version) do update set stamp = assessment_benchmark_stamps.stamp + 1`,
      [v],
    );
    await storePeerFigures(client, v);
    await step(
      'reports (frozen, with their peer figures)',
      `insert into assessment_reports (record_id, report_number, verification_code, content, industry_category,
         industry_division, size_band, peer_figures, frozen_at)
       select r.id, n.report_number, n.code,
         ${personalisedReport({
           content: 't.content',
           recordId: 'r.id',
           companyName: 'co.company_name',
           completedAt: 'r.completed_at',
           score: 'r.total_score',
           creditCode: 'co.social_credit_code',
           industry: 'p.industry_path',
           reportNumber: 'n.report_number',
           verificationCode: 'n.code',
         })},
         p.peer_category, p.peer_division, p.size_band,
         jsonb_set(jsonb_set(t.peer_figures, '{scoreComparison,companyScore}', to_jsonb(r.total_score)),
           '{benchmark,sizeNote}', to_jsonb(p.size_note)),
         r.completed_at
       from assessment_records r
       join scale_company c on c.id = r.company_id
       join companies co on co.id = r.company_id
       join scale_profiles p on p.n = ${hash(2, 'c.g')} % ${PROFILES}
       cross join lateral (select * from scale_templates t where t.industry_group = r.industry_group
         and t.result -> 'level1' = r.result -> 'level1' limit 1) t
       cross join lateral (select 'SXDT-' || to_char(r.completed_at at time zone 'Asia/Shanghai', 'YYYY') || '-' ||
         lpad(r.id::text, 6, '0') as report_number,
         upper(substr(md5(r.id::text || 'scale'), 1, 4) || '-' || substr(md5(r.id::text || 'scale'), 5, 4) || '-' ||
           substr(md5(r.id::text || 'scale'), 9, 4)) as code) n
       where r.status = '1'`,
    );
    await client.query(`reset session_replication_role`);
    await step('the dashboard counts (insight_rebuild)', `select insight_rebuild()`);
    await step('the record list counts', `select assessment_record_counts_rebuild()`);
    await step(
      'audit trail',
      `insert into audit_log (action, user_id, subject, ip, user_agent, detail, object_type, object_id, result, created_at)
       select a.action, u.id, u.username, '10.' || (s.n % 250) || '.' || (s.n % 199) || '.' || (s.n % 97), 'Mozilla/5.0 (bench)',
         jsonb_build_object('seed', s.n), a.object_type, case when a.object_type is null then null else (s.n % 100000)::text end,
         case when a.action = 'login.failure' then 'failure' else 'success' end,
         now() - interval '2 years' + s.n * (interval '2 years' / ${sizes.audit})
       from generate_series(1, ${sizes.audit}) s(n)
       join scale_company c on c.g = 1 + ${hash(31, 's.n')} % ${C}
       join users u on u.company_id = c.id and u.company_role = 'ADMIN'
       join (values (0, 'login.success', null), (1, 'login.success', null), (2, 'login.success', null),
         (3, 'login.failure', null), (4, 'assessment.create', 'assessmentRecord'), (5, 'assessment.complete', 'assessmentRecord'),
         (6, 'member.add', 'user'), (7, 'certification.submit', 'certification'), (8, 'password.change', null),
         (9, 'assessment.levelPassed', 'assessmentRecord')) a(n, action, object_type) on a.n = ${hash(32, 's.n')} % 10
       order by s.n`,
    );
    // The asynchronous commits above are not yet on disk, and VACUUM marks no page all-visible while
    // its rows' commit may still be lost (the last tables stayed unmarked: no index-only scans on them).
    // A synchronous commit flushes the WAL before it, theirs included.
    await client.query('reset synchronous_commit');
    await client.query('select txid_current()');
    await step(
      'vacuum analyze',
      `vacuum analyze companies, users, certification_requests, assessment_records, assessment_answers,
         assessment_reports, assessment_benchmark_entries, served_enterprises, audit_log`,
    );
    const seconds = (Date.now() - started) / 1000;
    const run: SeedRun = { sizes, steps, seconds };
    await client.query(`create table ${MARKER} (run jsonb not null)`);
    await client.query(`insert into ${MARKER} values ($1)`, [JSON.stringify(run)]);
    await client.query(
      'drop table scale_company, scale_profiles, scale_templates, scale_first_answers, scale_words, scale_kinds',
    );
    return run;
  } finally {
    await client.end();
  }
}

const WORDS = ['晋峰', '汾河', '太行', '吕梁', '恒泰', '鼎盛', '华晋', '三晋', '龙城', '并州', '云冈', '中条'];
const KINDS = ['机械制造', '煤业', '能源', '建材', '新材料', '物流', '食品', '化工', '电子', '装备'];

/** The small tables the statements draw from: profiles, model results, first answers, name parts. */
async function sendReferenceTables(client: pg.Client, version: number) {
  const random = randomOf(31);
  const profiles = companyProfiles(PROFILES, random).map((p, n) => ({
    n,
    category: p.category,
    division: p.division,
    employee: p.employee,
    revenue: p.revenue,
    city: p.city,
    district: p.district,
    industry_group: p.industryGroup,
    peer_category: p.peerCategory,
    peer_division: p.peerDivision,
    size_band: p.sizeBand,
    group_index: INDUSTRY_GROUPS.indexOf(p.industryGroup),
    size_note: sizeNoteOf(p.sizeBand),
    industry_path: industryPath(p.category, p.division) || '未填报',
  }));
  const templates = resultTemplates(version, TEMPLATES_PER_GROUP, random);
  await client.query(
    `create table scale_profiles as select * from jsonb_to_recordset($1::jsonb) as t(n int, category text, division text,
       employee text, revenue text, city text, district text, industry_group text, peer_category text, peer_division text,
       size_band text, group_index int, size_note text, industry_path text)`,
    [JSON.stringify(profiles)],
  );
  await client.query(`create unique index on scale_profiles (n)`);
  await client.query(
    `create table scale_templates as select * from jsonb_to_recordset($1::jsonb) as t(k int, industry_group text,
       final_level int, level int, tier text, total_score float8, a1 float8, a2 float8, a3 float8, a4 float8, a5 float8,
       result jsonb, content jsonb, peer_figures jsonb)`,
    [
      JSON.stringify(
        templates.map((t) => ({
          k: t.k,
          industry_group: t.industryGroup,
          final_level: t.finalLevel,
          level: t.result.level,
          tier: t.result.tier,
          total_score: t.result.totalScore,
          a1: t.areas[0],
          a2: t.areas[1],
          a3: t.areas[2],
          a4: t.areas[3],
          a5: t.areas[4],
          result: t.result,
          content: t.content,
          peer_figures: null,
        })),
      ),
    ],
  );
  const firstAnswers = INDUSTRY_GROUPS.flatMap((group) => {
    const template = templates.find((t) => t.industryGroup === group);
    return firstLevelQuestions(group).map((question, i) => ({
      industry_group: group,
      n: i + 1,
      question_id: question.id,
      option_ids: template?.answers[question.id] ?? [question.options[0]?.id ?? 'A'],
    }));
  });
  await client.query(
    `create table scale_first_answers as select * from jsonb_to_recordset($1::jsonb)
       as t(industry_group text, n int, question_id text, option_ids text[])`,
    [JSON.stringify(firstAnswers)],
  );
  for (const [table, column, values] of [
    ['scale_words', 'word', WORDS],
    ['scale_kinds', 'kind', KINDS],
  ] as const)
    await client.query(
      `create table ${table} as select n - 1 as n, w as ${column} from unnest($1::text[]) with ordinality as u(w, n)`,
      [values],
    );
}

function sizeNoteOf(sizeBand: string): string {
  const name = SIZE_CLASS_NAMES[sizeBand as SizeClass];
  return name
    ? `按《统计上大中小微型企业划分办法（2017）》划为${name}。`
    : '未填报从业人员或营业收入，不按企业规模分组。';
}

/**
 * Each result's frozen peer figures: the province as the seeded benchmark entries make it (every
 * company's latest), as freezeReport would have kept them for a record completed now.
 */
async function storePeerFigures(client: pg.Client, version: number) {
  const { rows } = await client.query<{
    n: number;
    average: number;
    scores: number[];
    levels: number[];
    a1: number | null;
    a2: number | null;
    a3: number | null;
    a4: number | null;
    a5: number | null;
    latest: Date | null;
  }>(
    `select count(*)::int as n, avg(total_score)::float8 as average, array_agg(total_score order by total_score) as scores,
       array[count(*) filter (where level <= 1), count(*) filter (where level = 2), count(*) filter (where level = 3),
         count(*) filter (where level = 4), count(*) filter (where level = 5)]::int[] as levels,
       avg(area_a1)::float8 as a1, avg(area_a2)::float8 as a2, avg(area_a3)::float8 as a3, avg(area_a4)::float8 as a4,
       avg(area_a5)::float8 as a5, max(completed_at) as latest
     from (select distinct on (company_id) * from assessment_benchmark_entries where bank_version = $1
       order by company_id, completed_at desc) e`,
    [version],
  );
  const row = rows[0];
  if (!row) return;
  const bands = Array.from(
    { length: 10 },
    (_, band) => row.scores.filter((score) => Math.min(9, Math.floor(score / 10)) === band).length,
  );
  const province: GroupPopulation = {
    scope: 'province',
    label: '全省',
    companyCount: row.n,
    averageScore: row.average,
    sortedScores: row.scores.map(Number),
    areaAverages: [row.a1, row.a2, row.a3, row.a5, row.a4],
    levelCounts: row.levels,
    bandCounts: bands,
    latestCompletion: row.latest,
  };
  const { rows: templates } = await client.query<{ k: number; total_score: number }>(
    `select k, total_score from scale_templates`,
  );
  for (const template of templates) {
    const figures: FrozenPeerFigures = peerFiguresOf([province], template.total_score, '');
    await client.query(`update scale_templates set peer_figures = $2 where k = $1`, [
      template.k,
      JSON.stringify(figures),
    ]);
  }
}
