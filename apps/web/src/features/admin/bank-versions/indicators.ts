import {
  type AreaId,
  ASSESSMENT_LEVELS,
  INDICATOR_ENTRIES,
  INDICATOR_SYSTEM,
  type IndustryGroup,
  indicatorEntry,
} from '@dtmm/shared';

/** 'T05 数据管理'; an id the system does not know stays as it is. */
export const indicatorLabel = (id: string): string => {
  const entry = indicatorEntry(id);
  return entry ? `${entry.id} ${entry.name}` : id;
};
/** Its place in the indicator system (questions and advice rows sort by it); unknown ids last. */
export const indicatorOrder = (id: string): number => indicatorEntry(id)?.order ?? INDICATOR_ENTRIES.length;

export const AREA_NAMES = Object.fromEntries(INDICATOR_SYSTEM.map((area) => [area.id, area.name])) as Record<
  AreaId,
  string
>;
export const AREA_OPTIONS = INDICATOR_SYSTEM.map((area) => ({ value: area.id, label: `${area.id} ${area.name}` }));

/** A select's options for the indicators of `areas`, grouped by their second-level indicator. */
export function indicatorOptions(areas: readonly AreaId[] = INDICATOR_SYSTEM.map((area) => area.id)) {
  return INDICATOR_SYSTEM.filter((area) => areas.includes(area.id)).flatMap((area) =>
    area.groups.map((group) => ({
      label: `${area.name} · ${group.name}`,
      title: group.name,
      options: group.indicators.map((indicator) => ({ value: indicator.id, label: indicatorLabel(indicator.id) })),
    })),
  );
}

export const LEVEL_NAMES: Record<number, string> = Object.fromEntries(
  ASSESSMENT_LEVELS.map(({ level, name }) => [level, name]),
);
export const LEVEL_OPTIONS = ASSESSMENT_LEVELS.map(({ level, name }) => ({
  value: level,
  label: `${level}级 ${name}`,
}));
/** The industry groups that change what is asked (docs/assessment-variants.md), as operators call them. */
export const INDUSTRY_GROUP_NAMES: Record<IndustryGroup, string> = {
  energyIntensive: '高耗能工业企业',
  otherIndustry: '其他工业企业',
  services: '非工业企业',
};
export const INDUSTRY_GROUP_OPTIONS = Object.entries(INDUSTRY_GROUP_NAMES).map(([value, label]) => ({
  value: value as IndustryGroup,
  label,
}));
export const QUESTION_TYPE_LABELS: Record<number, string> = { 1: '单选', 2: '多选' };
export const versionLabel = (version: number) => `第${version}版`;
