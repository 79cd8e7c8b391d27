import type { BankReportSettingsEdit, ReportContent } from '@dtmm/shared';
import { indicatorOrder } from './indicators';

/** The weak thresholds as the form edits them: the per-indicator overrides as a list. */
export interface ReportSettingsFields {
  areas: BankReportSettingsEdit['weakThresholds']['areas'];
  overrides: { indicatorId?: string; threshold: number | null }[];
  productionRatio: number | null;
  note: string;
}

export const settingsFieldsOf = ({ weakThresholds, note }: ReportContent): ReportSettingsFields => ({
  areas: weakThresholds.areas,
  overrides: Object.entries(weakThresholds.indicators)
    .map(([indicatorId, threshold]) => ({ indicatorId, threshold }))
    .sort((a, b) => indicatorOrder(a.indicatorId) - indicatorOrder(b.indicatorId)),
  productionRatio: weakThresholds.productionRatio,
  note,
});

/** The PUT body of …/report-settings. */
export const settingsEditOf = (fields: ReportSettingsFields): BankReportSettingsEdit => ({
  weakThresholds: {
    areas: fields.areas,
    indicators: Object.fromEntries(
      fields.overrides.map(({ indicatorId, threshold }) => [indicatorId ?? '', threshold ?? 0]),
    ),
    productionRatio: fields.productionRatio ?? 0,
  },
  note: fields.note.trim(),
});
