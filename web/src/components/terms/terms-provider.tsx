// One terms dialog for the whole app. Pages and the tick component ask for acceptance through
// `useTerms()`; the answer is remembered in localStorage and shared between tabs.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { toast } from '../toast/toast-store';
import type { TermsModal as TermsModalComponent } from './terms-modal';
import { readTermsAccepted, TERMS_ACCEPTED_KEY, writeTermsAccepted } from './terms-storage';

const TERMS_LOAD_FAILED = 'Não foi possível abrir o Termo de Responsabilidade. Tente novamente.';

export interface TermsValue {
  accepted: boolean;
  /** Opens the dialog; resolves true when "Aceitar" is pressed, false when dismissed. */
  requestAcceptance(): Promise<boolean>;
  /** Unticking clears the stored acceptance. */
  revoke(): void;
}

const TermsContext = createContext<TermsValue | null>(null);

export function TermsProvider({ children }: { children: ReactNode }) {
  const [accepted, setAccepted] = useState(readTermsAccepted);
  const [open, setOpen] = useState(false);
  const pending = useRef<((accepted: boolean) => void) | null>(null);
  // The terms' text (and its dialog) load when the dialog first opens: they stay out of the first page load.
  const [TermsModal, setTermsModal] = useState<typeof TermsModalComponent | null>(null);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === TERMS_ACCEPTED_KEY || e.key === null) setAccepted(readTermsAccepted());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const settle = useCallback((result: boolean) => {
    if (result) {
      writeTermsAccepted(true);
      setAccepted(true);
    }
    setOpen(false);
    pending.current?.(result);
    pending.current = null;
  }, []);

  const requestAcceptance = useCallback(() => {
    pending.current?.(false);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
    });
  }, []);

  useEffect(() => {
    if (!open || TermsModal) return;
    import('./terms-modal').then(
      (module) => setTermsModal(() => module.TermsModal),
      () => {
        // A failed load (offline, or a deploy replaced the chunk) dismisses the request, as "Cancelar" would.
        toast.error(TERMS_LOAD_FAILED);
        settle(false);
      },
    );
  }, [open, TermsModal, settle]);

  const revoke = useCallback(() => {
    writeTermsAccepted(false);
    setAccepted(false);
  }, []);

  const value = useMemo(
    () => ({ accepted, requestAcceptance, revoke }),
    [accepted, requestAcceptance, revoke],
  );
  return (
    <TermsContext.Provider value={value}>
      {children}
      {TermsModal && <TermsModal open={open} onAccept={() => settle(true)} onDismiss={() => settle(false)} />}
    </TermsContext.Provider>
  );
}

export function useTerms(): TermsValue {
  const terms = useContext(TermsContext);
  if (!terms) throw new Error('TermsProvider ausente');
  return terms;
}
