// Where the acceptance of the terms is remembered: localStorage `terms_accepted` = `1` (spec part 1 §9).

export const TERMS_ACCEPTED_KEY = 'terms_accepted';

export function readTermsAccepted(storage: Storage = window.localStorage): boolean {
  try {
    return storage.getItem(TERMS_ACCEPTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeTermsAccepted(accepted: boolean, storage: Storage = window.localStorage): void {
  try {
    if (accepted) storage.setItem(TERMS_ACCEPTED_KEY, '1');
    else storage.removeItem(TERMS_ACCEPTED_KEY);
  } catch {
    // Storage blocked (private mode): the acceptance lasts for this page only.
  }
}

/** "Aceitar" unlocks only when the text is scrolled to within 8 px of its end. */
export const TERMS_END_TOLERANCE_PX = 8;

export function isScrolledToEnd(el: {
  scrollHeight: number;
  scrollTop: number;
  clientHeight: number;
}): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= TERMS_END_TOLERANCE_PX;
}
