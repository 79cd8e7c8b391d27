import { Alert, Modal, Typography } from 'antd';

export interface IssuedPassword {
  username: string;
  password: string;
}

/**
 * Shows a reset's temporary password once, with a copy button; closing it forgets the password
 * (the server keeps only its hash), so the operator passes it on before closing.
 */
export function TemporaryPasswordModal({ issued, onClose }: { issued: IssuedPassword | null; onClose: () => void }) {
  return (
    <Modal
      title="临时密码"
      open={issued !== null}
      onCancel={onClose}
      onOk={onClose}
      okText="我已记下"
      cancelButtonProps={{ hidden: true }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {issued ? (
        <>
          <p>
            用户 <strong>{issued.username}</strong> 的密码已重置，其所有登录已失效。
          </p>
          <Typography.Paragraph copyable={{ text: issued.password, tooltips: ['复制', '已复制'] }}>
            <code className="admin-password" data-testid="temporary-password">
              {issued.password}
            </code>
          </Typography.Paragraph>
          <Alert
            type="warning"
            showIcon
            title="临时密码只显示这一次，关闭后无法再次查看，请立即告知用户并提醒其登录后修改。"
          />
        </>
      ) : null}
    </Modal>
  );
}
