import { MenuOutlined } from '@ant-design/icons';
import { lazy, Suspense, useCallback, useState } from 'react';

const MobileDrawer = lazy(async () => ({ default: (await import('./mobile-drawer')).MobileDrawer }));

/** The phone menu: a hamburger that opens the sections in a drawer (its code loads on first open). */
export function MobileNav({ platformName }: { platformName: string }) {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const open = () => {
    setHasOpened(true);
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className="mobile-nav__toggle"
        aria-label="打开导航菜单"
        aria-expanded={isOpen}
        onClick={open}
      >
        <MenuOutlined />
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileDrawer platformName={platformName} isOpen={isOpen} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
