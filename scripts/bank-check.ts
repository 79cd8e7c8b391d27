// `npm run bank:check` (also a step of `npm test`): validates the original question bank with the
// rules of packages/shared/src/assessment/bank-check.ts; prints every problem (in the Chinese the
// operators read in the back office, docs/bank-versions.md) and exits 1, or prints one summary line.
import { BANK_QUESTIONS } from '../apps/server/src/modules/assessment/bank/bank.data';
import { checkBank, summarizeBank } from '../packages/shared/src/assessment/bank-check';

const problems = checkBank(BANK_QUESTIONS);
if (problems.length > 0) {
  console.error(`Question bank: ${problems.length} problem(s) (题库校验未通过，共${problems.length}个问题)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`Question bank OK: ${summarizeBank(BANK_QUESTIONS)}`);
