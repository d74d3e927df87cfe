// Where keyboard focus is: used when a control the person just used disappears (replaced by its result), so
// focus can be moved to that result instead of falling back to the start of the page.

/** Focus fell to the page itself (the focused element was removed): nothing the person chose holds it. */
export function isFocusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * `onMouseDown` of a button beside a field that checks itself when left (`useFormField`): the press keeps the
 * focus in the field, so its message does not appear and move the button between the press and the release,
 * which would lose the click. Keyboard use is unchanged.
 */
export function keepFieldFocus(event: { preventDefault(): void }): void {
  event.preventDefault();
}
