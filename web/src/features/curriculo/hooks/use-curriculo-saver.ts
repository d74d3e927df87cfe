// Saving the resume (spec part 1 §4.1, §5.1, §8): autosave 1.5 s after a change once the resume exists (a
// failure only shows in the indicator and the next change tries again), "Salvar agora", the main save and the
// preview's save. Saves run one after another, each with the newest form; an unchanged form is not resent.
import type { CurriculoSaveResponse } from '@shared/api/curriculos';
import {
  CURRICULO_MESSAGES,
  type CurriculoForm,
  type LayoutConfig,
  type LayoutId,
  quickSaveProblem,
} from '@shared/documents/curriculo/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '@/lib/app-services';
import { saveCurriculo } from '../api/curriculo-api';

export const AUTOSAVE_DELAY_MS = 1500;

/** Which button (or the autosave) asked; decides the failure text. */
export type SaveKind = 'auto' | 'quick' | 'main' | 'preview';

export type SaveErrorText =
  | typeof CURRICULO_MESSAGES.falhaAutoSalvar
  | typeof CURRICULO_MESSAGES.falhaSalvarAgora
  | typeof CURRICULO_MESSAGES.erroSalvar
  | typeof CURRICULO_MESSAGES.falhaSalvarPrevia;

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error'; message: SaveErrorText };

export const SAVE_ERROR_TEXT: Record<SaveKind, SaveErrorText> = {
  auto: CURRICULO_MESSAGES.falhaAutoSalvar,
  quick: CURRICULO_MESSAGES.falhaSalvarAgora,
  main: CURRICULO_MESSAGES.erroSalvar,
  preview: CURRICULO_MESSAGES.falhaSalvarPrevia,
};

/** The indicator's text: "" when idle, "Salvando...", "Salvo às 14:05" or the failure text. */
export function saveStatusText(status: SaveStatus): string {
  switch (status.kind) {
    case 'idle':
      return '';
    case 'saving':
      return 'Salvando...';
    case 'saved':
      return `Salvo às ${status.at.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })}`;
    case 'error':
      return status.message;
  }
}

export interface SaveOptions {
  kind: SaveKind;
  /** Sends even an unchanged form (the person pressed a button). */
  force?: boolean;
  /** The preview's layout choice, stored with the data. */
  layout?: { lastLayout: LayoutId; layoutConfig: LayoutConfig };
  /** The terms were just accepted in the dialog (the page's state has not caught up yet). */
  termsAccepted?: boolean;
}

export type SaveOutcome = { ok: true; response: CurriculoSaveResponse } | { ok: false; error: unknown };

export interface UseCurriculoSaverOptions {
  /** False while loading, and while the server refuses edits (bloqueado, edit limit). */
  autosaveEnabled: boolean;
  form: CurriculoForm;
  /** Bumped by every change the person makes (not by loading). */
  version: number;
  recordId: string | null;
  termsAccepted: boolean;
  onSaved: (res: CurriculoSaveResponse, kind: SaveKind) => void;
  /**
   * An autosave the server refused: the page learns why (an edit limit or a block locks the editor at once,
   * not at the next button press). Button saves answer their outcome to the caller instead.
   */
  onAutosaveFailed?: (error: unknown) => void;
}

export function useCurriculoSaver({
  autosaveEnabled,
  form,
  version,
  recordId,
  termsAccepted,
  onSaved,
  onAutosaveFailed,
}: UseCurriculoSaverOptions) {
  const api = useApi();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const latest = useRef({ form, termsAccepted, onSaved, onAutosaveFailed });
  latest.current = { form, termsAccepted, onSaved, onAutosaveFailed };
  const idRef = useRef(recordId);
  const lastSaved = useRef<string | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (recordId) idRef.current = recordId;
  }, [recordId]);

  /** The form now on the server as loaded: not sent again until it changes. */
  const markSaved = useCallback((saved: CurriculoForm, id: string) => {
    lastSaved.current = JSON.stringify(saved);
    idRef.current = id;
  }, []);

  const save = useCallback(
    (options: SaveOptions): Promise<SaveOutcome | null> => {
      const run = async (): Promise<SaveOutcome | null> => {
        const current = latest.current.form;
        const terms = options.termsAccepted ?? latest.current.termsAccepted;
        const json = JSON.stringify(current);
        // Autosave only keeps an existing resume up to date, and never sends what the server would refuse.
        if (options.kind === 'auto' && (!idRef.current || json === lastSaved.current)) return null;
        if (options.kind === 'auto' && quickSaveProblem(current) !== null) return null;
        if (!options.force && !options.layout && idRef.current && json === lastSaved.current) return null;
        setStatus({ kind: 'saving' });
        try {
          const response = await saveCurriculo(api, {
            id: idRef.current,
            form: current,
            termsAccepted: terms,
            ...(options.layout ? { layout: options.layout } : {}),
          });
          idRef.current = response.id;
          lastSaved.current = json;
          setStatus({ kind: 'saved', at: new Date() });
          latest.current.onSaved(response, options.kind);
          return { ok: true, response };
        } catch (error) {
          setStatus({ kind: 'error', message: SAVE_ERROR_TEXT[options.kind] });
          if (options.kind === 'auto') latest.current.onAutosaveFailed?.(error);
          return { ok: false, error };
        }
      };
      const next = chain.current.then(run, run);
      chain.current = next.catch(() => undefined);
      return next;
    },
    [api],
  );

  const pending = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;
  // Each change (`version`) restarts the wait; a failed autosave is retried by the next change.
  useEffect(() => {
    if (!autosaveEnabled || version === 0) return;
    pending.current = true;
    const timer = setTimeout(() => {
      pending.current = false;
      void saveRef.current({ kind: 'auto' });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autosaveEnabled, version]);

  // Leaving the page inside the wait still saves the last change.
  useEffect(
    () => () => {
      if (pending.current) void saveRef.current({ kind: 'auto' });
    },
    [],
  );

  return { status, save, markSaved };
}
