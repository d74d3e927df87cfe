// The one CEP input of every form: masked as typed (00000-000, or 00.000-000 on the receipts page), looks
// the address up and reports the state below the field. A failed lookup never locks the address fields.
import { cepDigits, maskCep, maskCepDotted } from '@shared/format/cep';
import { useEffect, useId, useRef } from 'react';
import type { CepAddress } from '../api/cep-lookup';
import { CEP_FIELD_MESSAGES, type CepLookupState, useCepLookup } from '../hooks/use-cep-lookup';

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

const MANUAL_HINT = ' Você pode preencher o endereço manualmente.';

/** What the field says under the input: an error marks the CEP wrong; a notice blocks nothing. */
export interface CepFieldMessage {
  tone: 'error' | 'notice';
  text: string;
  hint: string | null;
}

/**
 * "CEP não encontrado" and "CEP inválido" say the CEP is wrong, as does the page's own message. Services that
 * cannot be reached say nothing about the CEP, and the person goes on typing the address by hand, so that
 * outcome is a notice: shown red and invalid it would stay so over an address typed correctly.
 */
export function cepFieldMessage(state: CepLookupState, pageError?: string): CepFieldMessage | null {
  const lookup = state.status === 'error' ? state.message : null;
  if (lookup !== null && lookup !== CEP_FIELD_MESSAGES.failed) {
    return { tone: 'error', text: lookup, hint: lookup === CEP_FIELD_MESSAGES.invalid ? null : MANUAL_HINT };
  }
  if (pageError) return { tone: 'error', text: pageError, hint: null };
  if (lookup !== null) return { tone: 'notice', text: lookup, hint: MANUAL_HINT };
  return null;
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
  const message = cepFieldMessage(state, error);
  const invalid = message?.tone === 'error';

  return (
    <div className={`field cep-field${invalid ? ' is-invalid' : ''}`}>
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
          aria-invalid={invalid ? true : undefined}
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
        {message && (
          <>
            <span className={message.tone === 'error' ? 'field-error' : 'field-notice'}>{message.text}</span>
            {message.hint && <span className="field-hint">{message.hint}</span>}
          </>
        )}
      </p>
    </div>
  );
}
