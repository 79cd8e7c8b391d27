import type { BankTreeArea } from '@dtmm/shared';
import type { Database } from '../../db/database';
import { findCurrentVersionNumber, findPublishedVersion } from './assessment.repository';
import { buildBankTree } from './question-bank.tree';

/**
 * The question bank tree of the current published version. A published version never changes, so
 * its tree is built once and kept in memory by version number; each call only asks the database
 * which version is current (one indexed row), so a version published by another instance is seen
 * at once.
 */
export class QuestionBankService {
  private readonly trees = new Map<number, Promise<BankTreeArea[]>>();

  constructor(private readonly db: Database) {}

  async currentTree(): Promise<BankTreeArea[]> {
    const version = await findCurrentVersionNumber(this.db);
    if (version === null) return [];
    let tree = this.trees.get(version);
    if (!tree) {
      tree = this.build(version);
      this.trees.set(version, tree);
      // A failed load is not kept: the next call tries again.
      tree.catch(() => this.trees.delete(version));
    }
    return tree;
  }

  private async build(version: number): Promise<BankTreeArea[]> {
    const bank = await findPublishedVersion(this.db, version);
    return bank ? buildBankTree(bank) : [];
  }
}
