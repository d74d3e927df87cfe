// "Excluir minha conta": a native modal dialog where the person types the confirmation word before the
// destructive button works; it says what is deleted and what the law makes us keep.
import { DELETE_CONFIRMATION_WORD } from '@shared/api/meus-dados';
import { useId, useRef, useState } from 'react';
import { ModalDialog } from '@/components/modal-dialog';

export interface DeleteAccountDialogProps {
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteAccountDialog({ busy, error, onConfirm, onCancel }: DeleteAccountDialogProps) {
  const [word, setWord] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const textId = useId();
  const inputId = useId();
  const confirmed = word.trim().toUpperCase() === DELETE_CONFIRMATION_WORD;
  return (
    <ModalDialog
      className="confirm-dialog meus-dados-dialog"
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={inputRef}
      onCancel={() => {
        if (!busy) onCancel();
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && !busy) onConfirm();
        }}
      >
        <header className="modal-header">
          <h2 id={titleId}>Excluir minha conta</h2>
        </header>
        <div className="modal-body" id={textId}>
          <p>
            Todos os seus documentos, rascunhos, fotos e PDFs guardados e o seu cadastro serão apagados. Esta
            ação não pode ser desfeita.
          </p>
          <p>
            Os registros dos pagamentos ficam guardados como a lei contábil exige: valor, data, situação e
            identificador do Mercado Pago, sem os dados dos formulários e sem o e-mail de quem pagou.
          </p>
          <p>
            Os códigos de verificação dos seus PDFs passarão a responder “documento excluído pelo titular”.
          </p>
        </div>
        <div className="modal-body">
          <label htmlFor={inputId}>
            Digite <strong>{DELETE_CONFIRMATION_WORD}</strong> para confirmar
          </label>
          <input
            ref={inputRef}
            id={inputId}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={word}
            disabled={busy}
            onChange={(event) => setWord(event.target.value)}
          />
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <footer className="modal-footer">
          <div className="modal-actions">
            <button type="button" className="button button-secondary" disabled={busy} onClick={onCancel}>
              Cancelar
            </button>
            <button type="submit" className="button button-danger" disabled={!confirmed || busy}>
              {busy ? 'Excluindo…' : 'Excluir minha conta'}
            </button>
          </div>
        </footer>
      </form>
    </ModalDialog>
  );
}
