// The one CEP input of every form: masked as typed (00000-000, or 00.000-000 on the receipts page), looks
// the address up and reports the state below the field. A failed lookup never locks the address fields.
import { cepDigits, maskCep, maskCepDotted } from '@shared/format/cep';
import { useEffect, useId, useRef } from 'react';
import type { CepAddress } from '../api/cep-lookup';
import { type CepLookupState, useCepLookup } from '../hooks/use-cep-lookup';

export interface CepFieldProps {
  /** Digits only (at most 8); the field shows them masked. */
  value: string;
  onChange: (digits: string) => void;
  /** Called with the address found; the page copies it into its own fields. */
  onAddress: (address: CepAddress) => void;
  debounceMs: number;
  id?: string;
  label?: string;
  format?: 'default' | 'dotted';
  /** Shows a "Buscar CEP" button beside the field. */
  withButton?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** A validation message of the page (e.g. "Verifique o CEP da empresa"). */
  error?: string;
  /** Told every change of the lookup state, for pages whose checks wait for lookups or refuse a failed one. */
  onLookupState?: (state: CepLookupState) => void;
}

export function CepField({
  value,
  onChange,
  onAddress,
  debounceMs,
  id,
  label = 'CEP',
  format = 'default',
  withButton = false,
  required = false,
  disabled = false,
  error,
  onLookupState,
}: CepFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const statusId = `${inputId}-status`;
  const { state, onCepChange, lookupNow } = useCepLookup({ debounceMs, onFound: onAddress });
  const onLookupStateRef = useRef(onLookupState);
  onLookupStateRef.current = onLookupState;
  useEffect(() => {
    onLookupStateRef.current?.(state);
  }, [state]);
  const mask = format === 'dotted' ? maskCepDotted : maskCep;
  const lookupError = state.status === 'error' ? state.message : null;
  const shownError = lookupError ?? error ?? null;

  return (
    <div className={`field cep-field${shownError ? ' is-invalid' : ''}`}>
      <label htmlFor={inputId}>
        {label}
        {required && <span className="required-mark"> *</span>}
      </label>
      <div className="input-with-button">
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={format === 'dotted' ? '00.000-000' : '00000-000'}
          maxLength={10}
          value={mask(value)}
          required={required}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={statusId}
          onChange={(e) => {
            const digits = cepDigits(e.target.value);
            onChange(digits);
            onCepChange(digits);
          }}
          onBlur={() => lookupNow(value)}
        />
        {withButton && (
          <button
            type="button"
            className="button button-secondary"
            disabled={disabled || state.status === 'loading'}
            onClick={() => lookupNow(value, { force: true })}
          >
            Buscar CEP
          </button>
        )}
      </div>
      <p id={statusId} className={`field-status status-${state.status}`} aria-live="polite">
        {state.status === 'loading' && 'Buscando...'}
        {state.status === 'filled' && 'Endereço encontrado. Confira os campos abaixo.'}
        {shownError && (
          <>
            <span className="field-error">{shownError}</span>
            {lookupError && lookupError !== 'CEP inválido' && (
              <span className="field-hint"> Você pode preencher o endereço manualmente.</span>
            )}
          </>
        )}
      </p>
    </div>
  );
}
