import { Drawer } from 'antd';
import { AuthLinks } from './auth-links';
import { PortalMenu } from './portal-menu';

interface MobileDrawerProps {
  platformName: string;
  isOpen: boolean;
  onClose: () => void;
}

/** The sections and login links in a side drawer; loaded the first time a phone user opens it. */
export function MobileDrawer({ platformName, isOpen, onClose }: MobileDrawerProps) {
  return (
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
        <AuthLinks onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
