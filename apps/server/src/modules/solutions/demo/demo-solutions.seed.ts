import type { Transaction } from '../../../db/database';
import { drawCover } from '../../content/demo/demo-covers';
import { writeDemoFile } from '../../demo/demo-files';
import type { FileStorage } from '../../files/file-storage';
import { files } from '../../files/files.table';
import { solutionReviews, solutions } from '../solutions.table';
import type { DemoSolution } from './demo-solutions.types';
import { DEMO_SOLUTIONS } from './solutions.data';

const DAY_MS = 86_400_000;

interface SeedContext {
  tx: Transaction;
  storage: FileStorage;
  now: Date;
  operatorId: number | null;
  companyIds: ReadonlyMap<string, number | null>;
  /** Each provider company's ADMIN, who submitted its solutions. */
  adminOf: (companyId: number) => number | null;
}

/** The review history a demo entry would have: its submission and, unless pending, the decision. */
function historyOf(solution: DemoSolution, submitter: number | null, operatorId: number | null, at: Date) {
  const submitted = { decision: 'submit', opinion: '', userId: submitter, createdAt: at };
  if (solution.status === '2') return [submitted];
  const decided = new Date(at.getTime() + DAY_MS);
  const decision = solution.status === '1' ? 'approve' : 'reject';
  return [submitted, { decision, opinion: solution.opinion ?? '', userId: operatorId, createdAt: decided }];
}

/**
 * The demo providers' solutions (issue 13) in all three states, with drawn images stored as the
 * provider's uploads and a review history, inserted in three statements.
 */
export async function seedDemoSolutions(seed: SeedContext): Promise<void> {
  const fileRows: Awaited<ReturnType<typeof writeDemoFile>>[] = [];
  const entries = [];
  for (const [index, item] of DEMO_SOLUTIONS.entries()) {
    const companyId = seed.companyIds.get(item.providerKey);
    if (!companyId) continue;
    const submitter = seed.adminOf(companyId);
    const at = new Date(seed.now.getTime() - (DEMO_SOLUTIONS.length - index) * 3 * DAY_MS);
    const images = [];
    for (const [n, cover] of item.images.entries()) {
      const row = await writeDemoFile(seed.storage, {
        purpose: 'image',
        project: 'solution',
        fileName: `${item.solutionName}-${n + 1}.png`,
        fileType: 'png',
        bytes: drawCover(cover, index + n),
        ownerUserId: submitter,
        ownerCompanyId: companyId,
        at,
      });
      fileRows.push(row);
      images.push(row.id);
    }
    const { providerKey: _key, images: _images, status, opinion, ...fields } = item;
    const history = historyOf(item, submitter, seed.operatorId, at);
    const decidedAt = history.at(-1)?.createdAt ?? at;
    entries.push({
      row: {
        ...fields,
        companyId,
        imageFileIds: images,
        tableFlag: status,
        opinion: status === '0' ? (opinion ?? '') : '',
        createdAt: at,
        createdBy: submitter,
        updatedAt: decidedAt,
        updatedBy: status === '2' ? submitter : seed.operatorId,
      },
      history,
    });
  }
  if (fileRows.length > 0) await seed.tx.insert(files).values(fileRows);
  if (entries.length === 0) return;
  const ids = await seed.tx
    .insert(solutions)
    .values(entries.map((e) => e.row))
    .returning({ id: solutions.id });
  const reviews = entries.flatMap((entry, i) =>
    entry.history.map((review) => ({ ...review, solutionId: ids[i]?.id ?? 0 })),
  );
  await seed.tx.insert(solutionReviews).values(reviews);
}
