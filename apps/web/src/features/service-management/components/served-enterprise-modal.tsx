import { Button, Empty, Form, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useServedEnterprise } from '../api/service-management-api';
import { useEvidenceSave } from '../hooks/use-evidence-save';
import { useServiceLabels } from '../hooks/use-service-labels';
import { SERVICE_TEXTS as T } from '../service-view';
import { EvidenceForm, type EvidenceValues } from './evidence-form';
import { ServedEnterpriseFacts } from './served-enterprise-facts';

interface ServedEnterpriseModalProps {
  /** The served enterprise shown; null: closed. */
  id: string | null;
  /** Only a provider's ADMIN saves (a USER member never reaches the page; the server refuses it anyway). */
  canSave: boolean;
  onClose: () => void;
  /** Saved: the page closes this and reloads its list and cards from page 1. */
  onSaved: () => void;
}

/** 查看详情: the enterprise, its diagnosis and the provider's site photos and report (assessment.md 2). */
export function ServedEnterpriseModal({ id, canSave, onClose, onSaved }: ServedEnterpriseModalProps) {
  const { data, isLoading } = useServedEnterprise(id);
  const labels = useServiceLabels();
  const [form] = Form.useForm<EvidenceValues>();
  const { save, isSaving } = useEvidenceSave(onSaved);
  // Saving while a file is still on its way would leave it out: 保存 waits until every upload has ended.
  const [pending, setPending] = useState(0);
  const onPendingChange = (delta: number) => setPending((count) => Math.max(0, count + delta));
  const submit = () => {
    if (!data) return;
    const values = form.getFieldsValue();
    void save({ id: data.id, sitePhotos: values.sitePhotos ?? '', assessmentReport: values.assessmentReport ?? '' });
  };
  const footer = [
    <Button key="close" onClick={onClose}>
      {canSave ? '取消' : '关闭'}
    </Button>,
    ...(canSave && data
      ? [
          <Button key="save" type="primary" loading={isSaving} disabled={pending > 0} onClick={submit}>
            保存
          </Button>,
        ]
      : []),
  ];

  let body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  if (isLoading) body = <Spin className="served-modal__loading" />;
  else if (data)
    body = (
      <>
        <ServedEnterpriseFacts detail={data} labels={labels} />
        <h3 className="served-modal__heading">服务成果</h3>
        <EvidenceForm
          // A reload after saving brings new values: the form starts again from them.
          key={`${data.id}-${data.updateTime}`}
          form={form}
          initialValues={{ sitePhotos: data.sitePhotos, assessmentReport: data.assessmentReport }}
          isReadOnly={!canSave}
          onPendingChange={onPendingChange}
        />
      </>
    );
  return (
    <Modal
      title={T.detailTitle}
      open={id !== null}
      onCancel={onClose}
      footer={footer}
      width="min(960px, 96vw)"
      destroyOnHidden
      className="served-modal"
    >
      {body}
    </Modal>
  );
}
