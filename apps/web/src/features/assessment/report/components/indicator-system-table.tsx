import { INDICATOR_SYSTEM } from '@dtmm/shared';

/** One row per second-level indicator; the first-level cell spans its area's rows. */
export const INDICATOR_SYSTEM_ROWS = INDICATOR_SYSTEM.flatMap((area) =>
  area.groups.map((group, index) => ({
    key: group.id,
    area: index === 0 ? { name: area.name, span: area.groups.length } : null,
    group: group.name,
    indicators: group.indicators.map((indicator) => indicator.name).join('、'),
  })),
);

export const INDICATOR_COUNTS = {
  areas: INDICATOR_SYSTEM.length,
  groups: INDICATOR_SYSTEM.reduce((sum, area) => sum + area.groups.length, 0),
  indicators: INDICATOR_SYSTEM.reduce(
    (sum, area) => sum + area.groups.reduce((inner, group) => inner + group.indicators.length, 0),
    0,
  ),
};

/** The indicator system of the standard, compact enough for one page. */
export function IndicatorSystemTable() {
  return (
    <div className="report-table-scroll">
      <table className="report-table" aria-label="评估指标体系">
        <thead>
          <tr>
            <th scope="col" style={{ width: '20%' }}>
              一级指标
            </th>
            <th scope="col" style={{ width: '20%' }}>
              二级指标
            </th>
            <th scope="col">三级指标</th>
          </tr>
        </thead>
        <tbody>
          {INDICATOR_SYSTEM_ROWS.map((row) => (
            <tr key={row.key}>
              {row.area && <td rowSpan={row.area.span}>{row.area.name}</td>}
              <td>{row.group}</td>
              <td>{row.indicators}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
