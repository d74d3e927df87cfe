// "Enter moves to the next field and does not submit the form" (spec part 1 §2.5), for every document form:
// put `onKeyDown={moveFocusOnEnter}` on the form element.
import type { KeyboardEvent } from 'react';

const FIELDS = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export function moveFocusOnEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.nativeEvent.isComposing) return;
  const target = event.target;
  // Text areas take new lines; buttons and links keep their own Enter.
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
  if (target instanceof HTMLInputElement && ['checkbox', 'radio', 'submit', 'button'].includes(target.type))
    return;
  event.preventDefault();
  const fields = [...event.currentTarget.querySelectorAll<HTMLElement>(FIELDS)].filter(
    (el) => el.getClientRects().length > 0 && !el.closest('[inert]'),
  );
  const next = fields[fields.indexOf(target) + 1];
  if (next) next.focus();
  else target.blur();
}
