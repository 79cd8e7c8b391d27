import type { SolutionItem } from '@dtmm/shared';
import { useSolutionLabels } from '@/features/solutions/hooks/use-solution-labels';
import { FieldList, shownText } from '../../components/field-list';

/** Every submitted field of portal.md 5.8 in words; the technical plan and images have cards of their own. */
export function SolutionFields({ solution: s }: { solution: SolutionItem }) {
  const { scenarios, industries, areas } = useSolutionLabels()(s);
  const fields = [
    { key: 'solutionName', label: '方案名称', text: shownText(s.solutionName) },
    { key: 'serviceProviderName', label: '服务商', text: shownText(s.serviceProviderName) },
    { key: 'companyName', label: '所属企业', text: shownText(s.companyName) },
    { key: 'contactPerson', label: '联系人', text: shownText(s.contactPerson) },
    { key: 'contactPhone', label: '联系电话', text: shownText(s.contactPhone) },
    { key: 'serviceCategory', label: '应用场景', text: shownText(scenarios.join('、')) },
    { key: 'serviceTarget', label: '应用行业', text: shownText(industries.join('、')) },
    { key: 'serviceArea', label: '服务区域', text: shownText(areas.join('、')) },
    { key: 'createTime', label: '创建时间', text: shownText(s.createTime) },
    { key: 'updateTime', label: '更新时间', text: shownText(s.updateTime) },
    { key: 'solutionDescription', label: '方案概述', text: shownText(s.solutionDescription), isWide: true },
    { key: 'solutionIntroduction', label: '方案介绍', text: shownText(s.solutionIntroduction), isWide: true },
    { key: 'applicationValue', label: '应用价值', text: shownText(s.applicationValue), isWide: true },
    { key: 'classicCases', label: '典型案例', text: shownText(s.classicCases), isWide: true },
  ];
  return <FieldList fields={fields} />;
}
