import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { CERTIFICATION_TEXTS as T } from '../certification-texts';
import { type CertifySubmitOptions, useCertifySubmit } from '../hooks/use-certify-submit';

interface CertificationFormProps<V> extends Omit<CertifySubmitOptions<V>, 'form'> {
  initialValues: Partial<V> | undefined;
  /** The form's accessible name. */
  label: string;
  children: ReactNode;
}

/** The frame both certification forms share: locked while sending, one 提交认证 button that shows the wait. */
export function CertificationForm<V>({ initialValues, label, children, ...submitOptions }: CertificationFormProps<V>) {
  const [form] = Form.useForm<V>();
  const { submit, isSubmitting } = useCertifySubmit({ form, ...submitOptions });
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={isSubmitting}
      className="certification__form"
      aria-label={label}
    >
      {children}
      <div className="certification__actions">
        {/* Not disabled with the form: it shows the wait and keeps answering a second click. */}
        <Button type="primary" size="large" loading={isSubmitting} disabled={false} onClick={() => void submit()}>
          {T.submit}
        </Button>
      </div>
    </Form>
  );
}
