import './personal-info.css';
import { DownloadOutlined } from '@ant-design/icons';
import { messages } from '@dtmm/shared';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { closeSession } from '@/features/auth/session-actions';
import { isApiError } from '@/lib/api-error';
import { saveBlob } from '@/lib/save-blob';
import { CloseAccountDialog } from './close-account-dialog';
import { downloadPersonalData } from './personal-data-api';

type Format = 'json' | 'xlsx';

/** The person's rights on their own data (个人信息保护法 art. 45, 47): a copy to keep, and closing the account. */
export function PersonalInfoActions() {
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState<Format | null>(null);
  const [isClosing, setClosing] = useState(false);

  const download = async (format: Format) => {
    setDownloading(format);
    try {
      const { blob, fileName } = await downloadPersonalData(format);
      saveBlob(blob, fileName);
    } catch (error) {
      void message.error(isApiError(error) ? error.message : messages.common.requestError);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className="personal-info" aria-labelledby="personal-info-title">
      <h3 className="personal-info__title" id="personal-info-title">
        我的数据
      </h3>
      <p className="personal-info__text">
        下载平台保存的您的个人信息副本：账号信息、所属企业、认证申请、发起的评估与保存的答案、登录记录和协议同意记录。
      </p>
      <Space wrap>
        {(['json', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            icon={<DownloadOutlined />}
            loading={downloading === format}
            disabled={downloading !== null && downloading !== format}
            onClick={() => void download(format)}
          >
            {format === 'json' ? '下载（JSON）' : '下载（Excel）'}
          </Button>
        ))}
      </Space>
      <h3 className="personal-info__title">注销账号</h3>
      <p className="personal-info__text">注销后账号不能再登录，您的用户名、手机号和邮箱将被删除。</p>
      <Button danger onClick={() => setClosing(true)}>
        注销账号
      </Button>
      <CloseAccountDialog
        isOpen={isClosing}
        onCancel={() => setClosing(false)}
        onClosed={() => {
          setClosing(false);
          closeSession('account-closed');
        }}
      />
    </section>
  );
}
