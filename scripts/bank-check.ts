// `npm run bank:check` (also a step of `npm test`): validates the platform's question banks with the
// rules of packages/shared/src/assessment/bank-check.ts (and, from version 2, the publication check of
// bank-version-check.ts); prints every problem (in the Chinese the operators read in the back office,
// docs/bank-versions.md) and exits 1, or prints one summary line per bank.
import { platformBankProblems } from '../apps/server/src/modules/assessment/assessment.seed';
import { PLATFORM_BANKS } from '../apps/server/src/modules/assessment/bank/bank.data';
import { summarizeBank } from '../packages/shared/src/assessment/bank-check';

let failed = false;
for (const bank of PLATFORM_BANKS) {
  const problems = platformBankProblems(bank);
  if (problems.length === 0) {
    console.log(`Question bank ${bank.seedKey} OK: ${summarizeBank(bank.questions)}`);
    continue;
  }
  failed = true;
  console.error(
    `Question bank ${bank.seedKey}: ${problems.length} problem(s) (题库校验未通过，共${problems.length}个问题)`,
  );
  for (const problem of problems) console.error(`  - ${problem}`);
}
if (failed) process.exit(1);
