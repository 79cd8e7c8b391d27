import {
  enterpriseSizeOf,
  type FrozenPeerFigures,
  MINIMUM_PEERS,
  type ReportData,
  SIZE_CLASS_NAMES,
  type SizeClass,
} from '@dtmm/shared';
import type { Queryable } from '../../../db/database';
import type { CompanyRow } from '../../companies/companies.table';
import { industryName, isRealIndustry } from '../../industries/industries.data';
import { chooseBenchmark, type GroupPopulation } from './benchmark';
import { findGroupFigures, type GroupRequest, type PopulationOf } from './benchmark.repository';

/**
 * Who a company's peers are and the figures a report shows of them (issue 29 §5): the same 大类 and
 * national size class, the 大类, the 门类, the province; each company counted once.
 */

/** The company's 门类, 大类 and size class at completion ('' when unknown), and the sentence on its size. */
export interface PeerKeys {
  industryCategory: string;
  industryDivision: string;
  sizeBand: string;
  sizeNote: string;
}

type CompanyFacts = Pick<
  CompanyRow,
  'industryCategory' | 'secondaryIndustry' | 'industry' | 'employee' | 'annualRevenue'
>;

export function peerKeysOf(company: CompanyFacts): PeerKeys {
  const category = company.industryCategory ?? '';
  const division = company.secondaryIndustry ?? '';
  const size = enterpriseSizeOf(company);
  return {
    industryCategory: industryName(category) ? category : '',
    industryDivision: isRealIndustry(category, division) ? division : '',
    sizeBand: size.sizeClass ?? '',
    sizeNote: size.note,
  };
}

/** The groups a company is compared with, narrowest first; a company without an industry has only the province. */
export function groupsOf(keys: Omit<PeerKeys, 'sizeNote'>): GroupRequest[] {
  const { industryCategory, industryDivision, sizeBand } = keys;
  const division = industryName(industryDivision);
  const category = industryName(industryCategory);
  const sizeName = SIZE_CLASS_NAMES[sizeBand as SizeClass];
  const groups: GroupRequest[] = [];
  if (division && sizeName) {
    groups.push({ scope: 'peer', label: `${division} · ${sizeName}`, industryDivision, sizeBand });
  }
  if (division) groups.push({ scope: 'industry', label: division, industryDivision });
  if (category) groups.push({ scope: 'category', label: category, industryCategory });
  groups.push({ scope: 'province', label: '全省' });
  return groups;
}

/** The province's figures of the spec's fields, shown only on enough companies. */
function provinceFields(province: GroupPopulation | undefined) {
  const count = province?.companyCount ?? 0;
  const enough = province !== undefined && count >= MINIMUM_PEERS;
  const levelPercentage = enough
    ? (Object.fromEntries(
        province.levelCounts.map((n, i) => [String(i + 1), n / count]),
      ) as ReportData['levelPercentage'])
    : null;
  return { averageScore: enough ? province.averageScore : null, submittedCompanyCount: count, levelPercentage };
}

/** The report's peer fields from the groups' populations, for a company scoring `score`. */
export function peerFiguresOf(populations: GroupPopulation[], score: number, sizeNote: string): FrozenPeerFigures {
  const benchmark = chooseBenchmark(populations, score, sizeNote);
  return {
    ...provinceFields(populations.find((group) => group.scope === 'province')),
    scoreComparison: { industryAverage: benchmark.group?.averageScore ?? null, companyScore: score },
    benchmark,
  };
}

/** The peer figures of a record as of `of.asOf`: at completion, what its report keeps. */
export async function findPeerFigures(
  db: Queryable,
  of: PopulationOf,
  keys: PeerKeys,
  score: number,
): Promise<FrozenPeerFigures> {
  return peerFiguresOf(await findGroupFigures(db, of, groupsOf(keys)), score, keys.sizeNote);
}
