import { lazy, Suspense, useState } from 'react';

const ChangePasswordModal = lazy(async () => ({
  default: (await import('../components/change-password-modal')).ChangePasswordModal,
}));

/** The change-password modal, owned by whoever renders `modal`; its code loads on first open. */
export function useChangePassword() {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const open = () => {
    setHasOpened(true);
    setOpen(true);
  };
  const modal = hasOpened ? (
    <Suspense fallback={null}>
      <ChangePasswordModal isOpen={isOpen} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { open, modal };
}
