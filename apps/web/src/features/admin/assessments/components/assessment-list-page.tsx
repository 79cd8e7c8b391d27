import {
  ANSWER_TYPE_LABELS,
  ASSESSMENT_LEVELS,
  chineseNumeral,
  RECORD_STATUS_LABELS,
  YEAR_FILTER_SPAN,
} from '@dtmm/shared';
import { Form, Input, Select } from 'antd';
import { useIndustryCategories, useProvinceCities } from '@/features/insight/api/insight-api';
import { usePlatformConfig } from '@/features/platform/api/platform-config';
import { ListPage } from '../../components/list-page';
import { requestQueryOf } from '../../components/list-query';
import { useListQuery } from '../../components/use-list-query';
import { ExportButton } from '../../exports/export-button';
import { useAdminAssessmentPage } from '../api/assessments-api';
import { assessmentColumns } from './assessment-columns';

const DEFAULTS = { year: '', cityCode: '', industryCode: '', answerType: '', status: '', level: '', keyword: '' };
const ALL = { value: '', label: '全部' };
const optionsOf = (labels: Record<string, string>) => [
  ALL,
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];
const TYPE_OPTIONS = optionsOf(ANSWER_TYPE_LABELS);
const STATUS_OPTIONS = optionsOf(RECORD_STATUS_LABELS);
const LEVEL_OPTIONS = [
  ALL,
  { value: '0', label: '未达标' },
  ...ASSESSMENT_LEVELS.map((entry) => ({
    value: String(entry.level),
    label: `${chineseNumeral(entry.level)}级 · ${entry.name}`,
  })),
];
const YEAR_OPTIONS = [
  ALL,
  ...Array.from({ length: YEAR_FILTER_SPAN + 1 }, (_, i) => {
    const year = new Date().getFullYear() - i;
    return { value: String(year), label: `${year}年` };
  }),
];

/** The province's cities and the 门类, each with 全部 first. */
function usePlaceOptions() {
  const { data: config } = usePlatformConfig();
  const { data: cities = [] } = useProvinceCities(config?.provinceCode);
  const { data: industries = [] } = useIndustryCategories();
  return {
    cities: [ALL, ...cities.map((city) => ({ value: city.code, label: city.name }))],
    industries: [ALL, ...industries.map((c) => ({ value: c.categoryCode, label: c.categoryName }))],
  };
}

/** /admin/assessments 评估记录: every self-assessment of the province, filtered as the dashboard, with its report. */
export function AssessmentListPage() {
  const list = useListQuery(DEFAULTS);
  const request = requestQueryOf(list.query);
  const { data, isFetching } = useAdminAssessmentPage(request);
  const places = usePlaceOptions();
  const select = (name: keyof typeof DEFAULTS, label: string, options: { value: string; label: string }[]) => (
    <Form.Item key={name} name={name} label={label}>
      <Select options={options} showSearch={{ optionFilterProp: 'label' }} />
    </Form.Item>
  );
  return (
    <ListPage
      title="评估记录"
      list={list}
      extra={<ExportButton table="assessments" query={request} />}
      filters={[
        <Form.Item key="keyword" name="keyword" label="关键词">
          <Input allowClear placeholder="企业名称 / 统一社会信用代码" />
        </Form.Item>,
        select('year', '开始年度', YEAR_OPTIONS),
        select('cityCode', '地市', places.cities),
        select('industryCode', '行业门类', places.industries),
        select('answerType', '评估类型', TYPE_OPTIONS),
        select('status', '状态', STATUS_OPTIONS),
        select('level', '评估等级', LEVEL_OPTIONS),
      ]}
      columns={assessmentColumns(list.query)}
      page={data}
      isLoading={isFetching}
      emptyText="暂无评估记录"
    />
  );
}
