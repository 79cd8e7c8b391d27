import { Drawer } from 'antd';
import { AntdScope } from '@/app/antd-scope';
import { UserPanel } from '@/features/auth/components/user-box';
import { useSession } from '@/features/auth/hooks/use-session';
import { AuthLinks } from './auth-links';
import { PortalMenu } from './portal-menu';

interface MobileDrawerProps {
  platformName: string;
  isOpen: boolean;
  onClose: () => void;
}

/** The sections and the login links (or the account) in a side drawer; loaded the first time a phone user opens it. */
export function MobileDrawer({ platformName, isOpen, onClose }: MobileDrawerProps) {
  const { isLoggedIn } = useSession();
  return (
    <AntdScope routesToasts={false}>
      <Drawer
        className="mobile-nav__drawer"
        title={platformName}
        placement="right"
        size={300}
        open={isOpen}
        onClose={onClose}
      >
        <PortalMenu mode="inline" onNavigate={onClose} />
        <div className="mobile-nav__auth">
          {isLoggedIn ? <UserPanel onNavigate={onClose} /> : <AuthLinks onNavigate={onClose} />}
        </div>
      </Drawer>
    </AntdScope>
  );
}
