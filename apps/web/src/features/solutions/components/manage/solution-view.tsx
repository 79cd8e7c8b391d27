import type { SolutionItem } from '@dtmm/shared';
import { Button, Descriptions, type DescriptionsProps, Image, Space } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DETAIL_COLUMNS } from '@/components/content/detail-state';
import { RichText } from '@/components/content/rich-text';
import { splitIds } from '@/components/image-upload/upload-checks';
import { fileSrc } from '@/lib/file-src';
import { useDetailLayout } from '@/lib/use-is-phone';
import { type SolutionLabels, useSolutionLabels } from '../../hooks/use-solution-labels';
import { SOLUTION_PATHS } from '../../solution-links';
import { SolutionStatusTag } from '../solution-status-tag';
import { BackToListButton } from './back-to-list-button';
import { RejectionOpinion } from './rejection-opinion';

type Items = NonNullable<DescriptionsProps['items']>;

const shown = (value: string): ReactNode => value || '-';
const shownList = (names: string[]): ReactNode => shown(names.join('、'));

function Images({ ids }: { ids: string }) {
  const list = splitIds(ids);
  if (list.length === 0) return '-';
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {list.map((id, index) => (
          <Image key={id} width={120} src={fileSrc(id, 'image')} alt={`方案图片${index + 1}`} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

function itemsOf(s: SolutionItem, labels: SolutionLabels): Items {
  return [
    { key: 'name', label: '方案名称', children: s.solutionName, span: 'filled' },
    { key: 'status', label: '审核状态', children: <SolutionStatusTag status={s.tableFlag} /> },
    { key: 'updateTime', label: '更新时间', children: shown(s.updateTime) },
    { key: 'contactPerson', label: '联系人', children: shown(s.contactPerson) },
    { key: 'contactPhone', label: '联系电话', children: shown(s.contactPhone) },
    { key: 'category', label: '应用场景', children: shownList(labels.scenarios), span: 'filled' },
    { key: 'area', label: '服务区域', children: shownList(labels.areas) },
    { key: 'target', label: '应用行业', children: shownList(labels.industries) },
    { key: 'description', label: '方案概述', children: shown(s.solutionDescription), span: 'filled' },
    { key: 'painPoints', label: '技术方案', children: <RichText html={s.painPoints} empty="-" />, span: 'filled' },
    { key: 'introduction', label: '方案介绍', children: shown(s.solutionIntroduction), span: 'filled' },
    { key: 'value', label: '应用价值', children: shown(s.applicationValue), span: 'filled' },
    { key: 'cases', label: '典型案例', children: shown(s.classicCases), span: 'filled' },
    { key: 'images', label: '方案图片', children: <Images ids={s.solutionImage} />, span: 'filled' },
  ];
}

/** The view mode: every field as text, the technical plan through the safe RichText, the images; 编辑 for the ADMIN. */
export function SolutionView({ solution, canEdit }: { solution: SolutionItem; canEdit: boolean }) {
  const navigate = useNavigate();
  const labelsOf = useSolutionLabels();
  const layout = useDetailLayout();
  return (
    <>
      <RejectionOpinion solution={solution} />
      <Descriptions
        className="solution-view"
        bordered
        layout={layout}
        size="middle"
        column={DETAIL_COLUMNS}
        items={itemsOf(solution, labelsOf(solution))}
      />
      <div className="solution-form__actions">
        <BackToListButton />
        {canEdit ? (
          <Button type="primary" onClick={() => void navigate(SOLUTION_PATHS.form('edit', solution.id))}>
            编辑
          </Button>
        ) : null}
      </div>
    </>
  );
}
