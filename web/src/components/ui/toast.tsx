import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_MAX_WIDTH_PX, TOAST_SWIPE_THRESHOLD_PX } from '@tampa-local/domain';

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

/** The hotkey that moves focus to the notifications. */
export const TOAST_HOTKEY = 'F8';
export const TOAST_REGION_LABEL = `Notifications (${TOAST_HOTKEY})`;

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Notifications for the screens inside it: at most TOAST_LIMIT at a time (a new one
 * replaces the oldest), each closing itself after TOAST_DURATION_MS, with a close
 * button and swipe-right to dismiss. F8 moves focus to them.
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
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** Shows a toast; only inside a ToastProvider. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside a ToastProvider');
  return show;
}

function ToastViewport({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // The live region is always in the page, so screen readers announce what is added to it.
  return (
    <section
      ref={regionRef}
      aria-label={TOAST_REGION_LABEL}
      aria-live="polite"
      tabIndex={-1}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-end"
    >
      <ol className="flex w-full flex-col gap-2 p-4" style={{ maxWidth: TOAST_MAX_WIDTH_PX }}>
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'bg-white text-slate-900 ring-slate-200',
  destructive: 'bg-sunset-700 text-white ring-sunset-400',
};

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { id, title, description, variant = 'default' } = toast;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);
  const remaining = useRef(TOAST_DURATION_MS);
  const paused = hovered || focused || offset > 0;

  // Counts down while the toast is neither hovered, focused nor being swiped; resumes with the time left.
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => onDismiss(id), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, id, onDismiss]);

  function onPointerDown(event: ReactPointerEvent<HTMLLIElement>) {
    // The close button keeps its own click: a captured pointer would take it away.
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX };
    try {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // Capture is a nicety: without it the swipe still works inside the toast.
    }
  }

  function onPointerMove(event: ReactPointerEvent<HTMLLIElement>) {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    setOffset(Math.max(0, event.clientX - drag.current.startX));
  }

  function onPointerUp(event: ReactPointerEvent<HTMLLIElement>) {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    const distance = event.clientX - drag.current.startX;
    drag.current = null;
    if (distance >= TOAST_SWIPE_THRESHOLD_PX) onDismiss(id);
    else setOffset(0);
  }

  function onPointerCancel() {
    drag.current = null;
    setOffset(0);
  }

  return (
    <li
      aria-atomic="true"
      data-variant={variant}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      style={{
        // Vertical scrolling stays with the browser; horizontal moves are the swipe.
        touchAction: 'pan-y',
        userSelect: 'none',
        ...(offset > 0 ? { translate: `${offset}px 0`, opacity: Math.max(0.3, 1 - offset / 200) } : null),
      }}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl p-4 shadow-lg ring-1 ${VARIANT_CLASSES[variant]}`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{title}</p>
        {description && <p className="mt-1 text-sm">{description}</p>}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(id)}
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
      </button>
    </li>
  );
}
