/** True when nothing has the focus, e.g. after the focused button was disabled or removed. */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return active == null || active === document.body;
}
