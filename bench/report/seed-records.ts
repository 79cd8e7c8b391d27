// 10,000 companies, each with one completed diagnosis, its frozen report and its benchmark entry,
// written straight into PostgreSQL: a few dozen real results of the shared model (answers to the
// real bank) are built once and every row reuses one of them with its own score, name and numbers.
import { buildFrozenReport, type FrozenReport } from '@dtmm/shared';
import pg from 'pg';
import { REPORT_CONTENT } from '../../apps/server/src/modules/assessment/bank/report-content.data';
import { newVerificationCode } from '../../apps/server/src/modules/assessment/report/report-freeze';
import { industryName } from '../../apps/server/src/modules/industries/industries.data';
import { assessedCompany, BANK, randomOf } from './answers';
import { personalisedReport, TEMPLATE_FACTS } from './report-template';

/** 门类 weights of a province of mines and mills: mostly 制造业 and 采矿业. '' is a company without an industry. */
const INDUSTRIES: [string, number][] = [
  ['C', 55],
  ['B', 12],
  ['D', 5],
  ['E', 4],
  ['F', 5],
  ['G', 5],
  ['I', 4],
  ['A', 2],
  ['M', 2],
  ['L', 2],
  ['N', 1],
  ['H', 1],
  ['', 2],
];
/** dictionary company.scale 1–6 (small, medium, large bands); '' is not filled in. */
const EMPLOYEES: [string, number][] = [
  ['1', 18],
  ['2', 24],
  ['3', 24],
  ['4', 16],
  ['5', 8],
  ['6', 4],
  ['', 6],
];
const CITIES = [
  '太原市',
  '大同市',
  '朔州市',
  '忻州市',
  '阳泉市',
  '吕梁市',
  '晋中市',
  '长治市',
  '晋城市',
  '临汾市',
  '运城市',
];
const WORDS = ['晋峰', '汾河', '太行', '吕梁', '恒泰', '鼎盛', '华晋', '三晋', '龙城', '并州', '云冈', '中条'];
const KINDS = ['机械制造', '煤业', '能源', '建材', '新材料', '物流', '食品', '化工', '电子', '装备'];

function weighted<T>(choices: [T, number][], random: () => number): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of choices) {
    at -= weight;
    if (at < 0) return value;
  }
  return (choices.at(-1) as [T, number])[0];
}

interface Template {
  k: number;
  level: number;
  tier: string | null;
  totalScore: number;
  areas: (number | null)[];
  result: unknown;
  content: FrozenReport;
}

/** `count` real results: answers of companies of growing maturity (most in the middle) scored by `assess`. */
function templates(count: number, random: () => number): Template[] {
  return Array.from({ length: count }, (_, k) => {
    const quality = 0.3 + 0.66 * ((k + 0.5) / count) ** 1.2;
    const { answers, result } = assessedCompany(quality, random);
    const content = buildFrozenReport(
      { bank: BANK, croppedIndicatorIds: [], answers },
      result,
      REPORT_CONTENT,
      TEMPLATE_FACTS,
    );
    const areaScore = (id: string) => result.level1.find((area) => area.id === id)?.score ?? null;
    return {
      k,
      level: result.level,
      tier: result.tier,
      totalScore: result.totalScore,
      areas: ['A1', 'A2', 'A3', 'A4'].map(areaScore),
      result,
      content,
    };
  });
}

export interface SeedFigures {
  records: number;
  distinctResults: number;
  reportBytes: number;
  seconds: number;
}

/**
 * Puts `count` companies with a completed record, its frozen report and benchmark entry into the
 * database, then `vacuum analyze`s the tables as autovacuum would leave them in service.
 */
export async function seedCompletedRecords(databaseUrl: string, count: number, seed: number): Promise<SeedFigures> {
  const started = Date.now();
  const random = randomOf(seed);
  const results = templates(Number(process.env.BENCH_REPORT_RESULTS ?? 48), random);
  const rows = Array.from({ length: count }, (_, i) => {
    const template = results[Math.floor(random() * results.length)] as Template;
    const city = CITIES[Math.floor(random() * CITIES.length)] ?? '太原市';
    const word = WORDS[Math.floor(random() * WORDS.length)] ?? '';
    const kind = KINDS[Math.floor(random() * KINDS.length)] ?? '';
    // Within the last 18 months, in office hours or not.
    const completedAt = new Date(Date.now() - 3_600_000 - Math.floor(random() * 540 * 86_400_000));
    return {
      name: `${city.slice(0, 2)}${word}${kind}有限公司${i + 1}`,
      code: `91RPT${String(i + 1).padStart(13, '0')}`,
      industry: weighted(INDUSTRIES, random),
      employee: weighted(EMPLOYEES, random),
      city,
      k: template.k,
      // ± 3 points around the real result: the same answers, a slightly different company.
      jitter: Math.round((random() * 6 - 3) * 100) / 100,
      completedAt: completedAt.toISOString(),
    };
  });
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newVerificationCode());

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `create temp table bench_results on commit drop as
       select * from jsonb_to_recordset($1::jsonb)
         as t(k int, level int, tier text, total_score float8, a1 float8, a2 float8, a3 float8, a4 float8,
              result jsonb, content jsonb)`,
      [
        JSON.stringify(
          results.map((t) => ({
            k: t.k,
            level: t.level,
            tier: t.tier,
            total_score: t.totalScore,
            a1: t.areas[0],
            a2: t.areas[1],
            a3: t.areas[2],
            a4: t.areas[3],
            result: t.result,
            content: t.content,
          })),
        ),
      ],
    );
    await client.query(
      `create temp table bench_rows on commit drop as
       select r.*, null::bigint as company_id, null::bigint as record_id,
              least(100, greatest(0, t.total_score + r.jitter)) as score
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::float8[],
                     $8::timestamptz[], $9::text[])
           as r(name, code, industry, employee, city, k, jitter, completed_at, verification_code)
         join bench_results t on t.k = r.k`,
      [
        rows.map((r) => r.name),
        rows.map((r) => r.code),
        rows.map((r) => r.industry),
        rows.map((r) => r.employee),
        rows.map((r) => r.city),
        rows.map((r) => r.k),
        rows.map((r) => r.jitter),
        rows.map((r) => r.completedAt),
        [...codes],
      ],
    );
    await client.query(
      `with c as (
         insert into companies (company_name, social_credit_code, certification_status, province, city,
                                industry_category, employee, created_at)
         select name, code, 1, '山西省', city, nullif(industry, ''), nullif(employee, ''),
                completed_at - interval '30 days'
           from bench_rows
         returning id, social_credit_code)
       update bench_rows r set company_id = c.id from c where c.social_credit_code = r.code`,
    );
    await client.query(
      `with a as (
         insert into assessment_records (company_id, answer_type, assessment_type, bank_version, status,
                                         current_level, assessment_level, digital_transformation_level,
                                         total_score, result, created_at, updated_at, completed_at)
         select r.company_id, '0', '2', 1, '1', least(t.level + 1, 5), t.level, t.tier, r.score,
                jsonb_set(t.result, '{totalScore}', to_jsonb(r.score)),
                r.completed_at - interval '2 hours', r.completed_at, r.completed_at
           from bench_rows r join bench_results t on t.k = r.k
         returning id, company_id)
       update bench_rows r set record_id = a.id from a where a.company_id = r.company_id`,
    );
    const sizeBand = `case when r.employee in ('1', '2') then 'small' when r.employee in ('3', '4') then 'medium'
                           when r.employee in ('5', '6') then 'large' else '' end`;
    const industries = [...new Set(rows.map((r) => r.industry))];
    await client.query(
      `create temp table bench_industries on commit drop as
       select * from unnest($1::text[], $2::text[]) as i(code, name)`,
      [industries, industries.map((code) => industryName(code) ?? '未填报')],
    );
    await client.query(
      `insert into assessment_reports (record_id, report_number, verification_code, content, industry_category,
                                       size_band, frozen_at)
       select r.record_id, n.report_number, r.verification_code,
              ${personalisedReport({
                content: 't.content',
                recordId: 'r.record_id',
                companyName: 'r.name',
                completedAt: 'r.completed_at',
                score: 'r.score',
                creditCode: 'r.code',
                industry: 'i.name',
                reportNumber: 'n.report_number',
                verificationCode: 'r.verification_code',
              })},
              r.industry, ${sizeBand}, r.completed_at
         from bench_rows r
         join bench_results t on t.k = r.k
         join bench_industries i on i.code = r.industry
         cross join lateral (select 'SXDT-' || to_char(r.completed_at at time zone 'Asia/Shanghai', 'YYYY') || '-' ||
                                    lpad(r.record_id::text, 6, '0') as report_number) n`,
    );
    await client.query(
      `insert into assessment_benchmark_entries (company_id, bank_version, record_id, total_score, level,
                                                 area_a1, area_a2, area_a3, area_a4, industry_category,
                                                 size_band, completed_at)
       select r.company_id, 1, r.record_id, r.score, t.level,
              least(1, greatest(0, t.a1 + r.jitter / 100)), least(1, greatest(0, t.a2 + r.jitter / 100)),
              least(1, greatest(0, t.a3 + r.jitter / 100)), least(1, greatest(0, t.a4 + r.jitter / 100)),
              r.industry, ${sizeBand}, r.completed_at
         from bench_rows r join bench_results t on t.k = r.k`,
    );
    const { rows: size } = await client.query<{ bytes: string }>(
      `select avg(pg_column_size(content))::int as bytes from assessment_reports`,
    );
    await client.query('commit');
    // As autovacuum leaves the tables in service: statistics and the visibility map.
    await client.query(
      'vacuum analyze companies, assessment_records, assessment_reports, assessment_benchmark_entries',
    );
    return {
      records: count,
      distinctResults: new Set(rows.map((r) => r.k)).size,
      reportBytes: Number(size[0]?.bytes ?? 0),
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
