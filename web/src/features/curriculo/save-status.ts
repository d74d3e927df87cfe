// The resume's save texts (spec part 1 §2.5, §4.1, §5.1): which button (or the autosave) asked decides the
// failure text, and the indicator reads idle, "Salvando...", "Salvo às 14:05" or that failure.
import { REPAYMENT_UNCONFIRMED_MESSAGE, STALE_VERSION_MESSAGE } from '@shared/api/versioned-save';
import { CURRICULO_MESSAGES, type LayoutConfig, type LayoutId } from '@shared/documents/curriculo/schema';
import type { AutosaveStatus } from '@/lib/hooks/use-autosave';

export const AUTOSAVE_DELAY_MS = 1500;

/** Which button (or the autosave) asked; decides the failure text. */
export type SaveKind = 'auto' | 'quick' | 'main' | 'preview';

/** What a button's save adds to the form. */
export interface CurriculoSaveOptions {
  kind: Exclude<SaveKind, 'auto'>;
  /** The preview's layout choice, stored with the data. */
  layout?: { lastLayout: LayoutId; layoutConfig: LayoutConfig };
  /** The terms were just accepted in the dialog (the page's state has not caught up yet). */
  termsAccepted?: boolean;
}

export type SaveStatus = AutosaveStatus<CurriculoSaveOptions>;

export const SAVE_ERROR_TEXT: Record<SaveKind, string> = {
  auto: CURRICULO_MESSAGES.falhaAutoSalvar,
  quick: CURRICULO_MESSAGES.falhaSalvarAgora,
  main: CURRICULO_MESSAGES.erroSalvar,
  preview: CURRICULO_MESSAGES.falhaSalvarPrevia,
};

/** The failure text of a failed save: the autosave's, or the button's that asked. */
export function saveErrorText(status: SaveStatus): string {
  return status.kind === 'error' ? SAVE_ERROR_TEXT[status.options?.kind ?? 'auto'] : '';
}

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
      return saveErrorText(status);
    case 'conflict':
      return STALE_VERSION_MESSAGE;
    case 'paid-edit':
      return REPAYMENT_UNCONFIRMED_MESSAGE;
  }
}
