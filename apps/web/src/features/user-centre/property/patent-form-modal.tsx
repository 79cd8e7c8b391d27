import { type CompanyPatentFields, type CompanyPatentItem, PATENT_TYPES } from '@dtmm/shared';
import { App, Form, Input, Select } from 'antd';
import { FormModal } from '@/features/admin/components/form-modal';
import { PATENT_LIMITS, patentRules } from './patent-form-rules';
import { useSavePatent } from './property-api';

const TYPE_OPTIONS = PATENT_TYPES.map((type) => ({ value: type, label: type }));

interface PatentFormModalProps {
  /** The entry being edited; null adds a new one. */
  editing: CompanyPatentItem | null;
  isOpen: boolean;
  companyName: string;
  onClose: () => void;
}

/** 登记专利 / 修改专利: the company's form, checked as the server checks it; a save goes to review. */
export function PatentFormModal({ editing, isOpen, companyName, onClose }: PatentFormModalProps) {
  const { message } = App.useApp();
  const save = useSavePatent();
  const initial: Partial<CompanyPatentFields> = editing
    ? {
        ...editing,
        patentType: editing.patentType as CompanyPatentFields['patentType'],
        applyDate: editing.applyDate.slice(0, 10),
      }
    : {};
  const finish = async (form: CompanyPatentFields) => {
    try {
      const { msg } = await save.mutateAsync({ id: editing?.id, form });
      void message.success(msg);
      onClose();
    } catch {
      // the api client has shown the server's msg; the form stays open
    }
  };
  return (
    <FormModal<CompanyPatentFields>
      title={editing ? '修改专利' : '登记专利'}
      okText="提交审核"
      isOpen={isOpen}
      isBusy={save.isPending}
      onCancel={onClose}
      onFinish={(form) => void finish(form)}
    >
      <Form.Item name="title" label="专利名称" rules={patentRules.title} initialValue={initial.title}>
        <Input maxLength={PATENT_LIMITS.title} placeholder="请输入专利名称" />
      </Form.Item>
      <Form.Item name="patentType" label="专利类型" rules={patentRules.patentType} initialValue={initial.patentType}>
        <Select options={TYPE_OPTIONS} placeholder="请选择" />
      </Form.Item>
      <Form.Item
        name="patentNumber"
        label="专利号"
        rules={patentRules.patentNumber}
        initialValue={initial.patentNumber}
      >
        <Input maxLength={PATENT_LIMITS.patentNumber} placeholder="如 ZL 2024 1 0387215.7" />
      </Form.Item>
      <Form.Item
        name="patentee"
        label="专利权人"
        rules={patentRules.patentee}
        initialValue={initial.patentee}
        extra="留空则为本企业"
      >
        <Input maxLength={PATENT_LIMITS.patentee} placeholder={companyName} />
      </Form.Item>
      <Form.Item name="applyDate" label="申请日期" rules={patentRules.applyDate} initialValue={initial.applyDate}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="summary" label="摘要" rules={patentRules.summary} initialValue={initial.summary}>
        <Input.TextArea maxLength={PATENT_LIMITS.summary} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
    </FormModal>
  );
}
