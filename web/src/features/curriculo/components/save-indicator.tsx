// The save indicator (spec part 1 §2.5, §4.1): idle, "Salvando...", "Salvo às HH:MM" or the failure text of
// the catalogue ("Falha ao auto-salvar", "Falha ao salvar agora", ...).
import { type SaveStatus, saveStatusText } from '../save-status';

export function SaveIndicator({ status, hint }: { status: SaveStatus; hint?: string }) {
  const text = saveStatusText(status);
  return (
    <p
      className={`cv-save-indicator is-${status.kind}`}
      role="status"
      aria-live="polite"
      data-state={status.kind}
    >
      {text || hint || ''}
    </p>
  );
}
