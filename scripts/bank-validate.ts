// `npm run bank:validate` (also a step of `npm test`): scores the written company profiles with bank
// version 2 and lists every question's item–rest correlation (docs/assessment-validation.md); prints
// the summary and exits 1 below the thresholds. `-- --doc` rewrites the tables of the docs page.
import fs from 'node:fs';
import { validateBankV2 } from '../apps/server/src/modules/assessment/validation/bank-v2-validation';
import {
  itemTable,
  profileTable,
  resultsText,
  summaryText,
} from '../apps/server/src/modules/assessment/validation/validation-report';

const validation = validateBankV2();
console.log(summaryText(validation));

if (process.argv.includes('--doc')) {
  const docPath = new URL('../docs/assessment-validation.md', import.meta.url);
  const sections: Record<string, string> = {
    results: resultsText(validation),
    profiles: profileTable(validation),
    items: itemTable(validation),
  };
  let doc = fs.readFileSync(docPath, 'utf8');
  for (const [name, text] of Object.entries(sections)) {
    const pattern = new RegExp(`(<!-- ${name}:begin -->)[\\s\\S]*?(<!-- ${name}:end -->)`);
    doc = doc.replace(pattern, (_, begin: string, end: string) => `${begin}\n${text}\n${end}`);
  }
  fs.writeFileSync(docPath, doc);
}
process.exit(validation.passes ? 0 : 1);
