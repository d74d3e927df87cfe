// Where the acceptance of the terms is remembered: localStorage `terms_accepted` = `1` (spec part 1 §9), with
// the version accepted beside it in `terms_version`, so a new version of the terms is asked for again.
import { TERMS_VERSION } from '@shared/terms';

export const TERMS_ACCEPTED_KEY = 'terms_accepted';
export const TERMS_VERSION_KEY = 'terms_version';

export function readTermsAccepted(given?: Storage): boolean {
  try {
    // Read inside the try: the home page prerendered at build has no window.
    const storage = given ?? window.localStorage;
    return (
      storage.getItem(TERMS_ACCEPTED_KEY) === '1' && storage.getItem(TERMS_VERSION_KEY) === TERMS_VERSION
    );
  } catch {
    return false;
  }
}

export function writeTermsAccepted(accepted: boolean, storage: Storage = window.localStorage): void {
  try {
    if (accepted) {
      storage.setItem(TERMS_ACCEPTED_KEY, '1');
      storage.setItem(TERMS_VERSION_KEY, TERMS_VERSION);
    } else {
      storage.removeItem(TERMS_ACCEPTED_KEY);
      storage.removeItem(TERMS_VERSION_KEY);
    }
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
