import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button, buttonClass } from './button';

/**
 * Asks before something that cannot be undone. An alert dialog: focus starts on
 * Cancel, Escape and the backdrop cancel, focus returns where it was.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel = confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={busy ? () => {} : onCancel} role="alertdialog" className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-night-950/80" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-200">
          <DialogTitle className="text-lg font-bold text-slate-900">{title}</DialogTitle>
          <Description as="div" className="mt-2 text-sm text-slate-700">
            {children}
          </Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={onCancel} disabled={busy} data-autofocus>
              {cancelLabel}
            </Button>
            <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass('primary')}>
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
