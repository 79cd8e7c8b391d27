import './agreements.css';
import { AGREEMENT_KIND_LABELS, type AgreementRef, agreementMessages, messages } from '@dtmm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-error';
import {
  acceptAgreements,
  agreementKeys,
  agreementPagePath,
  fetchCurrentAgreements,
  versionsOf,
} from '../api/agreements-api';

interface ConsentDialogProps {
  /** The current versions the person has not agreed to yet. */
  required: AgreementRef[];
  /** Agreed: the session goes on. */
  onAccepted: () => void;
  /** Declined: the person is logged out. */
  onDeclined: () => void;
  /** A newer version was published while the dialog was open: the list is read again. */
  onStale: () => void;
}

/** Whether the versions in force are the ones the person was shown. */
const isShown = (required: AgreementRef[], current: { kind: string; version: number }[]) =>
  required.every((r) => current.some((c) => c.kind === r.kind && c.version === r.version));

/**
 * Asked before anything else once a new 用户协议 or 隐私政策 is in force (or of an account its company
 * made): read, then agree and go on, or decline and leave. It cannot be closed any other way; the
 * server answers nothing else until the person agrees.
 */
export function ConsentDialog({ required, onAccepted, onDeclined, onStale }: ConsentDialogProps) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const accept = async () => {
    setSaving(true);
    setProblem(null);
    try {
      const current = await queryClient.fetchQuery({
        queryKey: agreementKeys.current,
        queryFn: ({ signal }) => fetchCurrentAgreements(signal),
        staleTime: 0,
      });
      const versions = versionsOf(current);
      if (!versions || !isShown(required, current)) {
        setProblem(agreementMessages.consentStale);
        onStale();
        return;
      }
      await acceptAgreements(versions);
      onAccepted();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : messages.common.requestError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="请阅读并同意最新的协议"
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={[
        <Button key="decline" onClick={onDeclined} disabled={isSaving}>
          不同意并退出
        </Button>,
        <Button key="accept" type="primary" loading={isSaving} onClick={() => void accept()}>
          同意并继续
        </Button>,
      ]}
    >
      <p>为保障您的权益，请在继续使用前阅读以下协议。点击“同意并继续”即表示您已阅读并同意：</p>
      <ul className="consent-dialog__list">
        {required.map((agreement) => (
          <li key={agreement.kind}>
            <Link to={agreementPagePath(agreement.kind)} target="_blank" rel="noopener">
              《{AGREEMENT_KIND_LABELS[agreement.kind]}》
            </Link>
            （第 {agreement.version} 版：{agreement.title}）
          </li>
        ))}
      </ul>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
