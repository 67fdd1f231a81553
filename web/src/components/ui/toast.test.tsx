import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastOptions } from './toast';

function Trigger({ label, options }: { label: string; options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  );
}

function renderToasts() {
  render(
    <ToastProvider>
      <Trigger label="first" options={{ title: 'Success', description: 'Video added successfully!' }} />
      <Trigger
        label="second"
        options={{ title: 'Error', description: 'Failed to add video: <b>bad</b>', variant: 'destructive' }}
      />
    </ToastProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

// jsdom has no PointerEvent: a MouseEvent with a pointerId stands in for it.
class PointerEventStub extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
const nativePointerEvent = window.PointerEvent;

const toastItems = (region: HTMLElement) => within(region).queryAllByRole('listitem');

// jsdom has no pointer capture, which a swipe takes.
const capture = {
  setPointerCapture: Element.prototype.setPointerCapture,
  hasPointerCapture: Element.prototype.hasPointerCapture,
  releasePointerCapture: Element.prototype.releasePointerCapture,
};

describe('toasts', () => {
  beforeAll(() => {
    window.PointerEvent ??= PointerEventStub as unknown as typeof PointerEvent;
    Element.prototype.setPointerCapture = () => undefined;
    Element.prototype.hasPointerCapture = () => false;
    Element.prototype.releasePointerCapture = () => undefined;
  });
  afterAll(() => {
    window.PointerEvent = nativePointerEvent;
    Object.assign(Element.prototype, capture);
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    const region = renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(within(region).getByText('Video added successfully!')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(toastItems(region)).toHaveLength(1);
    expect(within(region).queryByText('Video added successfully!')).not.toBeInTheDocument();
    expect(within(region).getByText('Error')).toBeInTheDocument();
    // Server text is shown as text, never parsed as HTML.
    expect(within(region).getByText('Failed to add video: <b>bad</b>')).toBeInTheDocument();
    expect(region.querySelector('b')).toBeNull();
    expect(toastItems(region)[0]).toHaveAttribute('data-variant', 'destructive');
  });

  it('closes itself after 5000 ms', () => {
    const region = renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(toastItems(region)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toastItems(region)).toHaveLength(0);
  });

  it('a replacing toast gets its own full 5000 ms', () => {
    const region = renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(within(region).getByText('Error')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(toastItems(region)).toHaveLength(0);
  });

  it('waits while hovered and resumes with the time left', () => {
    const region = renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerMove(toastItems(region)[0]!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(toastItems(region)).toHaveLength(1);
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(2999));
    expect(toastItems(region)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toastItems(region)).toHaveLength(0);
  });

  it('has a close button', () => {
    const region = renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Close notification' }));
    expect(toastItems(region)).toHaveLength(0);
  });

  it('is dismissed by a swipe right of more than 50 px, not by one of 50 px', () => {
    const region = renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    const toast = () => toastItems(region)[0]!;

    fireEvent.pointerDown(toast(), { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(toast(), { pointerId: 1, clientX: 150 });
    fireEvent.pointerUp(toast(), { pointerId: 1, clientX: 150 });
    expect(toastItems(region)).toHaveLength(1);

    fireEvent.pointerDown(toast(), { pointerId: 2, button: 0, clientX: 100 });
    fireEvent.pointerMove(toast(), { pointerId: 2, clientX: 130 });
    fireEvent.pointerMove(toast(), { pointerId: 2, clientX: 151 });
    fireEvent.pointerUp(toast(), { pointerId: 2, clientX: 151 });
    expect(toastItems(region)).toHaveLength(0);
  });

  it('F8 moves focus to the notifications; toasts are at most 420 px wide', () => {
    const region = renderToasts();
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
    const list = within(region).getByRole('list');
    expect(list).toHaveFocus();
    expect(list.style.maxWidth).toBe('420px');
  });

  it('Escape closes the focused toast', () => {
    const region = renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    toastItems(region)[0]!.focus();
    fireEvent.keyDown(toastItems(region)[0]!, { key: 'Escape' });
    expect(toastItems(region)).toHaveLength(0);
  });
});
