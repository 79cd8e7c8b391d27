import type { Area } from '@dtmm/shared';
import { ScrollRegion } from './scroll-region';

/** One row per second-level indicator; the first-level cell spans its area's rows. */
export const indicatorSystemRows = (system: readonly Area[]) =>
  system.flatMap((area) =>
    area.groups.map((group, index) => ({
      key: group.id,
      area: index === 0 ? { name: area.name, span: area.groups.length } : null,
      group: group.name,
      indicators: group.indicators.map((indicator) => indicator.name).join('、'),
    })),
  );

/** The indicator system of the report's variant, compact enough for one page. */
export function IndicatorSystemTable({ system }: { system: readonly Area[] }) {
  return (
    <ScrollRegion label="评估指标体系">
      <table className="report-table report-table--system" aria-label="评估指标体系">
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
          {indicatorSystemRows(system).map((row) => (
            <tr key={row.key}>
              {row.area && (
                <td className="report-table__lead" rowSpan={row.area.span}>
                  {row.area.name}
                </td>
              )}
              <td className="report-table__group">{row.group}</td>
              <td>{row.indicators}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
