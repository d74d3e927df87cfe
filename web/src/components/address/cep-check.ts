// What a page's final check is told of a CEP lookup (spec part 2 §5: wait for lookups; a malformed CEP is an
// error), and the debounce the declarations and the power of attorney type CEPs with.
import type { CepLookupState } from './hooks/use-cep-lookup';

/** Wait after typing a CEP before looking it up (spec part 2 §9: declarations 550 ms). */
export const CEP_DEBOUNCE_MS = 550;

/**
 * A lookup outcome that means the CEP itself is malformed ("CEP inválido"). A CEP the services do not know
 * (rural, new) or services out of reach block nothing: the person types the address (issue 41).
 */
export function isCepRefused(state: CepLookupState): boolean {
  return state.status === 'error' && state.message === 'CEP inválido';
}

/** One address's lookup facts for the final check: wait while it runs; a CEP the services refuse is an error. */
export function cepCheckState(state: CepLookupState): { pending: boolean; error: boolean } {
  return { pending: state.status === 'loading', error: isCepRefused(state) };
}
