// Saving the declaration of a signed-in person: autosave as a draft 900 ms after the last change (silent on
// failure, spec part 2 §4 Declarations), "Salvar agora", and the save a payment or a PDF needs first. Saves
// run one after another, each with the newest form; an unchanged form is not sent again.
import type { DeclaracaoSaveResponse } from '@shared/api/declaracoes';
import {
  type DeclaracaoResidenciaForm,
  isBlankDeclaracaoResidencia,
} from '@shared/documents/declaracao-residencia/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { useApi } from '@/lib/app-services';
import { saveDeclaracao } from '../api/declaracao-api';

export const AUTOSAVE_DELAY_MS = 900;

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error'; message: 'Falha ao auto-salvar' | 'Falha ao salvar agora' };

export interface UseDeclaracaoSaverOptions {
  /** Signed in and loaded: saving is possible. */
  enabled: boolean;
  form: DeclaracaoResidenciaForm;
  /** Bumped by every change the person makes (not by loading). */
  version: number;
  recordId: string | null;
  isDraft: boolean;
  /** An admin editing someone else's declaration (the page's admin edit mode). */
  adminMode?: boolean;
  onSaved: (res: DeclaracaoSaveResponse) => void;
}

export function useDeclaracaoSaver({
  enabled,
  form,
  version,
  recordId,
  isDraft,
  adminMode = false,
  onSaved,
}: UseDeclaracaoSaverOptions) {
  const api = useApi();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const formRef = useRef(form);
  formRef.current = form;
  const idRef = useRef(recordId);
  const isDraftRef = useRef(isDraft);
  isDraftRef.current = isDraft;
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const lastSaved = useRef<string | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    idRef.current = recordId;
  }, [recordId]);

  /** The form now on the server as loaded: not sent again until it changes. */
  const markSaved = useCallback((saved: DeclaracaoResidenciaForm, id: string) => {
    lastSaved.current = JSON.stringify(saved);
    idRef.current = id;
  }, []);

  /**
   * Saves the newest form; answers the declaration's id, or null on failure. `manual` failures are told
   * (toast and status bar); autosave failures only show in the bar. `force` sends even an unchanged form.
   */
  const save = useCallback(
    (options: { manual: boolean; force?: boolean }): Promise<string | null> => {
      const run = async (): Promise<string | null> => {
        const current = formRef.current;
        // A form typed and then cleared, or "Salvar agora" on a blank one: no empty declaration in the list.
        if (!idRef.current && isBlankDeclaracaoResidencia(current)) {
          if (options.manual) toast.info('Preencha a declaração antes de salvar.');
          return null;
        }
        const json = JSON.stringify(current);
        if (!options.force && idRef.current && json === lastSaved.current) return idRef.current;
        setStatus({ kind: 'saving' });
        try {
          const res = await saveDeclaracao(api, {
            id: idRef.current,
            form: current,
            isDraft: idRef.current === null || isDraftRef.current,
            adminMode,
          });
          idRef.current = res.id;
          lastSaved.current = json;
          setStatus({ kind: 'saved', at: new Date() });
          onSavedRef.current(res);
          return res.id;
        } catch {
          if (options.manual) toast.error('Falha ao salvar agora');
          setStatus({
            kind: 'error',
            message: options.manual ? 'Falha ao salvar agora' : 'Falha ao auto-salvar',
          });
          return null;
        }
      };
      const next = chain.current.then(run, run);
      chain.current = next.catch(() => undefined);
      return next;
    },
    [api, adminMode],
  );

  const pending = useRef(false);
  // Each change (`version`) restarts the wait.
  useEffect(() => {
    if (!enabled || version === 0) return;
    pending.current = true;
    const timer = setTimeout(() => {
      pending.current = false;
      void save({ manual: false });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, version, save]);

  // Leaving the page inside the wait still saves the last change.
  useEffect(
    () => () => {
      if (pending.current) void save({ manual: false });
    },
    [save],
  );

  return { status, save, markSaved };
}
