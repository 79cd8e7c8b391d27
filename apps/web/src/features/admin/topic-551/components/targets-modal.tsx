import { SERVICE_MESSAGES, type Topic551Progress } from '@dtmm/shared';
import { App, Form, InputNumber } from 'antd';
import { FormModal } from '../../components/form-modal';
import { type Topic551TargetsValues, useSaveTopic551Targets } from '../api/topic551-api';

const TARGET_MAX = 100_000;
/** Whole numbers 0..100000, the server's own rule and words; an empty field is refused the same way. */
const RULES = [
  { required: true, message: SERVICE_MESSAGES.targets },
  { type: 'integer' as const, min: 0, max: TARGET_MAX, message: SERVICE_MESSAGES.targets },
];

const FIELDS: { name: keyof Topic551TargetsValues; label: string }[] = [
  { name: 'squads', label: '服务队目标（支）' },
  { name: 'experts', label: '专家目标（名）' },
  { name: 'enterprises', label: '企业目标（家）' },
  { name: 'expertsEnrolled', label: '在册专家（名）' },
];

/** The form starts from the year's figures: its targets and the experts recorded so far. */
const initialOf = (progress: Topic551Progress): Topic551TargetsValues => ({
  ...progress.targets,
  expertsEnrolled: progress.experts,
});

interface TargetsModalProps {
  progress: Topic551Progress;
  isOpen: boolean;
  onClose: () => void;
}

/** 设置目标 for the year on screen: the three targets and the experts enrolled; saving reloads the progress. */
export function TargetsModal({ progress, isOpen, onClose }: TargetsModalProps) {
  const { message } = App.useApp();
  const save = useSaveTopic551Targets(progress.year);
  const initial = initialOf(progress);
  const submit = (values: Topic551TargetsValues) =>
    save.mutate(values, {
      onSuccess: ({ msg }) => {
        void message.success(msg);
        onClose();
      },
    });
  return (
    <FormModal<Topic551TargetsValues>
      title="设置551专题目标"
      okText="保存"
      isOpen={isOpen}
      isBusy={save.isPending}
      onCancel={onClose}
      onFinish={submit}
    >
      <p>年度：{progress.year}年</p>
      {FIELDS.map(({ name, label }) => (
        <Form.Item key={name} name={name} label={label} initialValue={initial[name]} rules={RULES}>
          <InputNumber className="topic551-number" placeholder="0 - 100000" />
        </Form.Item>
      ))}
    </FormModal>
  );
}
