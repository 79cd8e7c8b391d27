// `node --import tsx scripts/demo-level-effects.ts`: prints the before/after tables of
// docs/assessment-model.md ("Bank version 2"): the demo's level distribution on version 1 as seeded,
// with the indicator floor alone, with the absence and intention options at 0 alone, with both, and
// as seeded now on version 2; then the records whose level a rule changes, and the variant-'2' records.
// The answers are deterministic (demo-answers.ts), so the tables are the same on every run.

import { DEMO_ASSESSED_COMPANIES } from '../apps/server/src/modules/assessment/demo/demo-assessed-companies';
import {
  absenceOptionLabels,
  distribution,
  type LevelEffect,
  latestPerCompany,
  levelEffects,
} from '../apps/server/src/modules/assessment/demo/demo-level-effects';
import { DEMO_COMPANIES } from '../apps/server/src/modules/demo/demo-province';
import { industryName } from '../apps/server/src/modules/industries/industries.data';

const companies = [...DEMO_COMPANIES, ...DEMO_ASSESSED_COMPANIES];
const companyOf = (key: string) => companies.find((c) => c.key === key);
const nameOf = (key: string) => companyOf(key)?.companyName ?? key;

const effects = levelEffects(Date.now());
const before = effects.filter((e) => e.v1 !== null);
const latestBefore = latestPerCompany(before);

const COLUMNS: [string, (e: LevelEffect) => number | null][] = [
  ['(a) version 1 as seeded', (e) => e.v1],
  ['(b) + indicator floor 0.3', (e) => e.floor],
  ['(c) + absence/intention at 0', (e) => e.noAbsenceCredit],
  ['(b) and (c)', (e) => e.both],
  ['(d) version 2 as seeded', (e) => e.v2],
];

function table(title: string, rows: readonly LevelEffect[]) {
  console.log(`\n${title} (${rows.length})\n`);
  console.log('| | level 0 | level 1 | level 2 | level 3 | level 4 | level 5 |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [label, pick] of COLUMNS) {
    console.log(`| ${label} | ${distribution(rows.map((row) => pick(row) as never)).join(' | ')} |`);
  }
}

console.log('Version-1 options that earned 0.3 for absence or intention:');
for (const { option, label, credit } of absenceOptionLabels()) console.log(`- ${option} (${credit}): ${label}`);

table("The 52 companies' latest records of the version-1 demo", latestBefore);
table('All 53 records of the version-1 demo (晟源焦化 twice)', before);

console.log('\nRecords whose level a rule lowers (a → b floor / c absence / both):\n');
for (const e of before.filter((row) => row.floor !== row.v1 || row.noAbsenceCredit !== row.v1 || row.both !== row.v1)) {
  const under = [
    e.underFloor.length > 0 ? `; under the floor: ${e.underFloor.join('、')}` : '',
    e.underFloorWithBoth.length > 0 ? `; with both, under the floor: ${e.underFloorWithBoth.join('、')}` : '',
  ].join('');
  console.log(
    `- ${nameOf(e.company)} (${e.daysAgo} days ago): ${e.v1} → ${e.floor} / ${e.noAbsenceCredit} / ${e.both}${under}`,
  );
}

const chose = before.filter((e) => e.absenceAnswers > 0);
console.log(
  `\n${chose.length} of the ${before.length} version-1 records chose one of the absence or intention options (${chose.reduce((n, e) => n + e.absenceAnswers, 0)} answers); ${chose.filter((e) => e.absenceAtPassedLevel).length} of them at a level they passed.`,
);

console.log("\nThe demo's records on variant '2' (数字化经营), as seeded now:\n");
for (const e of effects.filter((row) => row.industryGroup === 'services')) {
  const company = companyOf(e.company);
  const industry = `${industryName(company?.industryCategory)} / ${industryName(company?.secondaryIndustry)}`;
  console.log(`- ${nameOf(e.company)} (${industry}): level ${e.v2}${e.v1 === null ? ', new' : `, version 1: ${e.v1}`}`);
}
const latestNow = latestPerCompany(effects);
console.log(
  `\nNow: ${latestNow.length} companies, levels 0–5: ${distribution(latestNow.map((e) => e.v2)).join(' / ')}`,
);
