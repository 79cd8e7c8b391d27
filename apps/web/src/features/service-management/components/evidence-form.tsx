import { FILE_PURPOSES, SITE_PHOTO_MAX } from '@dtmm/shared';
import { Form, type FormInstance } from 'antd';
import { FileUploadField } from '@/components/file-upload/file-upload-field';
import { SERVICE_TEXTS as T } from '../service-view';

export interface EvidenceValues {
  sitePhotos: string;
  assessmentReport: string;
}

interface EvidenceFormProps {
  form: FormInstance<EvidenceValues>;
  initialValues: EvidenceValues;
  /** A member who may not save sees the files only. */
  isReadOnly: boolean;
  /** +1 when an upload starts, -1 when it ends: saving waits for the files on their way. */
  onPendingChange: (delta: number) => void;
}

/**
 * The provider's evidence (assessment.md 5): up to five site photos (jpg/png, ≤ 5 MB) and one
 * assessment report (pdf, ≤ 20 MB), each refused before sending in the spec's words.
 */
export function EvidenceForm({ form, initialValues, isReadOnly, onPendingChange }: EvidenceFormProps) {
  return (
    <Form<EvidenceValues> form={form} layout="vertical" initialValues={initialValues} className="evidence-form">
      <Form.Item name="sitePhotos" label={T.sitePhotos}>
        <FileUploadField
          purpose="sitePhoto"
          maxCount={SITE_PHOTO_MAX}
          countMessage={FILE_PURPOSES.sitePhoto.countMessage}
          disabled={isReadOnly}
          onPendingChange={onPendingChange}
        />
      </Form.Item>
      <Form.Item name="assessmentReport" label={T.report}>
        <FileUploadField
          purpose="report"
          maxCount={1}
          countMessage={FILE_PURPOSES.report.countMessage}
          disabled={isReadOnly}
          onPendingChange={onPendingChange}
        />
      </Form.Item>
    </Form>
  );
}
