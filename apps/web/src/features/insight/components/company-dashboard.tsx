import { ANSWER_TYPE_LABELS, type AnswerType, type CompanyInsight } from '@dtmm/shared';
import { Alert, Card, Skeleton, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useCompanyInsight } from '../api/insight-api';
import { ChartCard } from './chart-card';
import { historyOption } from './insight-chart-options';
import { StatCards } from './stat-cards';
import { StatusList } from './status-list';

type WeakRow = CompanyInsight['weakIndicators'][number];
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const WEAK_COLUMNS: TableColumnsType<WeakRow> = [
  { title: '指标', dataIndex: 'name', width: 140 },
  { title: '所属领域', dataIndex: 'groupName', responsive: ['md'] },
  { title: '得分率', dataIndex: 'score', width: 100, render: percent },
  { title: '薄弱线', dataIndex: 'threshold', width: 100, render: percent },
];

function Figures({ data }: { data: CompanyInsight }) {
  const option = useMemo(() => historyOption(data.history), [data.history]);
  const { latest } = data;
  return (
    <>
      <StatCards
        label="企业概况"
        figures={[
          { title: '最新等级', value: latest ? (latest.level === 0 ? '未达标' : `${latest.level}级`) : '-' },
          { title: '最新总分', value: latest ? latest.totalScore.toFixed(2) : '-' },
          { title: '已完成自评估', value: data.history.length, suffix: '次' },
          { title: '薄弱指标', value: data.weakIndicators.length, suffix: '项' },
        ]}
      />
      {latest ? (
        <p className="insight-note">
          最近一次：{ANSWER_TYPE_LABELS[latest.answerType as AnswerType] ?? ''}，完成于{latest.completedAt}
        </p>
      ) : null}
      <div className="insight-grid">
        <ChartCard title="历次自评估总分与等级" option={option} isEmpty={data.history.length === 0} />
        <Card className="insight-card" size="small" title="最近一次评估的薄弱指标">
          <Table<WeakRow>
            rowKey="id"
            size="small"
            columns={WEAK_COLUMNS}
            dataSource={data.weakIndicators}
            pagination={false}
            locale={{ emptyText: latest ? '没有薄弱指标' : '尚未完成自评估' }}
          />
        </Card>
      </div>
      <div className="insight-grid insight-grid--three">
        <StatusList title="正式评估申请" counts={data.formalApplications} />
        {data.solutions ? <StatusList title="我的解决方案" counts={data.solutions} /> : null}
        {data.servedEnterprises ? <StatusList title="551服务企业" counts={data.servedEnterprises} /> : null}
      </div>
    </>
  );
}

/** The dashboard of the asker's company (its ADMIN's, in /bi/bidashboard/view). */
export function CompanyDashboard() {
  const { data, isPending, isError } = useCompanyInsight();
  return (
    <div className="insight">
      {isPending ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {isError ? <Alert type="error" showIcon title="数据看板加载失败，请刷新重试" /> : null}
      {data ? <Figures data={data} /> : null}
    </div>
  );
}
