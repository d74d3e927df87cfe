// "Li e aceito o Termo de Responsabilidade": ticking opens the terms dialog (the tick holds only after
// "Aceitar"), unticking clears the stored acceptance; the link opens the dialog to read it.
import { useId } from 'react';
import { useTerms } from './terms-provider';

export function TermsCheckbox({ id, invalid = false }: { id?: string; invalid?: boolean }) {
  const terms = useTerms();
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`check-field terms-check${invalid ? ' is-invalid' : ''}`}>
      <input
        id={inputId}
        type="checkbox"
        checked={terms.accepted}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          // Ticked only by accepting in the dialog: until then the state is unchanged, and React puts the
          // controlled box back as the state says.
          if (e.target.checked) void terms.requestAcceptance();
          else terms.revoke();
        }}
      />
      <label htmlFor={inputId}>
        Li e aceito o{' '}
        <button type="button" className="link-button" onClick={() => void terms.requestAcceptance()}>
          Termo de Responsabilidade
        </button>
      </label>
    </div>
  );
}
