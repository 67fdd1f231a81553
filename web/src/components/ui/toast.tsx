import * as Toast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_MAX_WIDTH_PX, TOAST_SWIPE_THRESHOLD_PX } from '@/config/ui';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  /** Plain text (server messages included): rendered as text, never as HTML. */
  description?: string;
  variant?: ToastVariant;
}

interface ToastItem extends ToastOptions {
  id: number;
}

/** The hotkey that moves focus to the notifications (Radix's default, named here for the label). */
export const TOAST_HOTKEY = 'F8';
export const TOAST_REGION_LABEL = `Notifications (${TOAST_HOTKEY})`;

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Notifications for the screens inside it, on Radix's toast primitives: at most
 * TOAST_LIMIT at a time (a new one replaces the oldest), each closing itself after
 * TOAST_DURATION_MS (paused while hovered or focused, resumed with the time left), with a
 * close button, Escape and swipe-right to dismiss, and F8 to move focus to them.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const show = useCallback<ShowToast>((options) => {
    nextId.current += 1;
    const item: ToastItem = { ...options, id: nextId.current };
    setToasts((current) => [...current, item].slice(-TOAST_LIMIT));
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
        {children}
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
        <Toast.Viewport
          hotkey={[TOAST_HOTKEY]}
          label={TOAST_REGION_LABEL}
          style={{ maxWidth: TOAST_MAX_WIDTH_PX }}
          className="fixed right-0 bottom-0 z-50 flex w-full flex-col gap-2 p-4 outline-none"
        />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

/** Shows a toast; only inside a ToastProvider. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside a ToastProvider');
  return show;
}

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'bg-white text-slate-900 ring-slate-200',
  destructive: 'bg-sunset-700 text-white ring-sunset-400',
};

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { id, title, description, variant = 'default' } = toast;
  return (
    <Toast.Root
      data-variant={variant}
      onOpenChange={(open) => {
        if (!open) onDismiss(id);
      }}
      className={`flex w-full items-start gap-3 rounded-xl p-4 shadow-lg ring-1 data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) ${VARIANT_CLASSES[variant]}`}
    >
      <div className="min-w-0 flex-1">
        <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>
        {description && <Toast.Description className="mt-1 text-sm">{description}</Toast.Description>}
      </div>
      <Toast.Close
        aria-label="Close notification"
        className={`shrink-0 rounded-full p-2 ${variant === 'destructive' ? 'text-white hover:bg-white/15' : 'text-slate-600 hover:bg-bay-50'}`}
      >
        <svg
          viewBox="0 0 20 20"
          className="h-4 w-4"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
        </svg>
      </Toast.Close>
    </Toast.Root>
  );
}
