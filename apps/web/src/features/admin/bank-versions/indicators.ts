import { type AreaId, ASSESSMENT_LEVELS, INDICATOR_SYSTEM } from '@dtmm/shared';

/** A third-level indicator with the area and group it sits in. */
export interface IndicatorEntry {
  id: string;
  name: string;
  areaId: AreaId;
  groupName: string;
  /** Its place in the indicator system: questions and advice rows sort by it. */
  order: number;
}

export const INDICATORS: readonly IndicatorEntry[] = INDICATOR_SYSTEM.flatMap((area) =>
  area.groups.flatMap((group) =>
    group.indicators.map((indicator) => ({
      id: indicator.id,
      name: indicator.name,
      areaId: area.id,
      groupName: group.name,
    })),
  ),
).map((entry, order) => ({ ...entry, order }));

const BY_ID = new Map(INDICATORS.map((entry) => [entry.id, entry]));

export const indicatorOf = (id: string): IndicatorEntry | undefined => BY_ID.get(id);
/** 'T05 数据管理'; an id the system does not know stays as it is. */
export const indicatorLabel = (id: string): string => {
  const entry = BY_ID.get(id);
  return entry ? `${entry.id} ${entry.name}` : id;
};
export const indicatorOrder = (id: string): number => BY_ID.get(id)?.order ?? INDICATORS.length;

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
export const QUESTION_TYPE_LABELS: Record<number, string> = { 1: '单选', 2: '多选' };
export const versionLabel = (version: number) => `第${version}版`;
