import './standards.css';
import type { StandardDetail as StandardDetailData } from '@dtmm/shared';
import { Descriptions } from 'antd';
import { DETAIL_COLUMNS, DetailState } from '@/components/content/detail-state';
import { PageBreadcrumb } from '@/components/content/page-breadcrumb';
import { RichText } from '@/components/content/rich-text';
import { useDictionaryLabels } from '@/features/reference/api/dictionaries';
import { dayOf } from '@/lib/format';
import { useDetailLayout } from '@/lib/use-is-phone';
import { useStandardDetail } from '../api/standards';
import { StandardPreviewButton } from './standard-preview-button';
import { StandardStatusTag } from './standard-status-tag';

/** /konwledge/standardDetail: the facts of a standard, its text and the online preview (portal.md 2.3). */
export function StandardDetail({ id }: { id: string }) {
  const query = useStandardDetail(id);
  return (
    <>
      <PageBreadcrumb />
      <DetailState id={id} query={query}>
        {(standard) => <StandardArticle standard={standard} />}
      </DetailState>
    </>
  );
}

function StandardArticle({ standard }: { standard: StandardDetailData }) {
  const types = useDictionaryLabels('dtmm.standard.type');
  const layout = useDetailLayout();
  const facts = [
    { key: 'type', label: '标准类型', children: types.get(standard.standardType) ?? standard.standardType },
    { key: 'nature', label: '标准性质', children: standard.standardNature || '—' },
    { key: 'status', label: '标准状态', children: <StandardStatusTag status={standard.standardStatus} /> },
    { key: 'time', label: '发布时间', children: dayOf(standard.publishTime) || '—' },
    { key: 'unit', label: '归口单位', children: standard.fdAddOn1 || '—', span: 'filled' as const },
  ];
  return (
    <article className="article">
      <h1 className="article__title">{standard.title}</h1>
      <Descriptions
        className="standard-detail__facts"
        bordered
        size="small"
        column={DETAIL_COLUMNS}
        layout={layout}
        items={facts}
      />
      <div className="standard-detail__actions">
        <StandardPreviewButton pdfAttachment={standard.pdfAttachment} />
      </div>
      <RichText html={standard.content} />
    </article>
  );
}
