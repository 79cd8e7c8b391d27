import { describe, expect, it } from 'vitest';
import { canReadFile, type FileAccessFacts, type FileReader, isPublicFile } from './files.policy';

const owner: FileReader = { userId: 1, companyId: 10, isOperator: false };
const colleague: FileReader = { userId: 2, companyId: 10, isOperator: false };
const stranger: FileReader = { userId: 3, companyId: 20, isOperator: false };
const companyless: FileReader = { userId: 4, companyId: null, isOperator: false };
const operator: FileReader = { userId: 5, companyId: null, isOperator: true };

const file = (purpose: string, ownerCompanyId: number | null = 10): FileAccessFacts => ({
  purpose,
  ownerUserId: 1,
  ownerCompanyId,
});

describe('canReadFile', () => {
  it.each(['image', 'video', 'document'])('lets anyone, even anonymous, read a public %s', (purpose) => {
    expect(isPublicFile(file(purpose))).toBe(true);
    for (const reader of [null, owner, stranger, companyless]) expect(canReadFile(file(purpose), reader)).toBe(true);
  });

  it.each(['license', 'sitePhoto', 'report'])(
    'lets only the uploader, their company and operators read a %s',
    (purpose) => {
      expect(isPublicFile(file(purpose))).toBe(false);
      expect(canReadFile(file(purpose), owner)).toBe(true);
      expect(canReadFile(file(purpose), colleague)).toBe(true);
      expect(canReadFile(file(purpose), operator)).toBe(true);
      expect(canReadFile(file(purpose), stranger)).toBe(false);
      expect(canReadFile(file(purpose), companyless)).toBe(false);
      expect(canReadFile(file(purpose), null)).toBe(false);
    },
  );

  it('takes a company file away from its uploader once they leave the company (issue 11)', () => {
    const report = file('report', 10);
    const leftTheCompany: FileReader = { userId: 1, companyId: null, isOperator: false };
    const movedOn: FileReader = { userId: 1, companyId: 20, isOperator: false };
    expect(canReadFile(report, owner)).toBe(true);
    expect(canReadFile(report, leftTheCompany)).toBe(false);
    expect(canReadFile(report, movedOn)).toBe(false);
  });

  it('never matches two company-less users as one company', () => {
    const uploadedWithoutCompany = file('license', null);
    expect(canReadFile(uploadedWithoutCompany, owner)).toBe(true);
    expect(canReadFile(uploadedWithoutCompany, companyless)).toBe(false);
  });

  it('treats a purpose it does not know as private', () => {
    expect(canReadFile(file('toString'), stranger)).toBe(false);
    expect(canReadFile(file('retired'), null)).toBe(false);
  });
});
