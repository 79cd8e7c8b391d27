import './user-box.css';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import type { SessionUser } from '@dtmm/shared';
import type { KeyboardEvent } from 'react';
import { UnreadBadge } from '@/features/user-centre/components/unread-badge';
import { useChangePassword } from '../hooks/use-change-password';
import { useHoverMenu } from '../hooks/use-hover-menu';
import { useSession } from '../hooks/use-session';
import { AccountActions } from './account-actions';
import { accountLabel } from './account-label';

function Who({ user }: { user: SessionUser | null }) {
  return (
    <>
      <UnreadBadge enabled={user !== null}>
        <span className="user-box__avatar" aria-hidden="true">
          <UserOutlined />
        </span>
      </UnreadBadge>
      <span className="user-box__text">
        <span className="user-box__company">{accountLabel(user)}</span>
        <span className="user-box__phone">{user?.phone ?? ''}</span>
      </span>
    </>
  );
}

/**
 * The header's user box (portal.md 2.1): company name or 未认证, and the phone; its menu opens on
 * hover (or click / keyboard) and hides 300 ms after the pointer leaves.
 */
export function UserBox() {
  const { user } = useSession();
  const menu = useHoverMenu();
  const changePassword = useChangePassword();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') menu.close();
  };
  // The modal stays outside the hover box: React events bubble out of portals, and hovering the
  // modal must not open the menu behind it.
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only widens what the button already opens */}
      <div className="user-box" {...menu.hoverProps} onKeyDown={onKeyDown}>
        <button
          type="button"
          className="user-box__toggle"
          aria-haspopup="menu"
          aria-expanded={menu.isOpen}
          onClick={menu.toggle}
        >
          <Who user={user} />
          <DownOutlined className="user-box__caret" aria-hidden="true" />
        </button>
        {menu.isOpen ? (
          <div className="user-box__menu" id="user-box-menu">
            <AccountActions
              onChangePassword={() => {
                menu.close();
                changePassword.open();
              }}
              onDone={menu.close}
            />
          </div>
        ) : null}
      </div>
      {changePassword.modal}
    </>
  );
}

/** The same account, laid out for the phone's navigation drawer. */
export function UserPanel({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useSession();
  const changePassword = useChangePassword();
  return (
    <div className="user-panel">
      <div className="user-panel__who">
        <Who user={user} />
      </div>
      <AccountActions onChangePassword={changePassword.open} onDone={onNavigate} />
      {changePassword.modal}
    </div>
  );
}
