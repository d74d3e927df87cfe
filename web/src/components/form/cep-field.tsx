// The one CEP input of every form, on the address feature's lookup hook: masked as typed (00000-000, or
// 00.000-000 on the receipts page) with the cursor kept, looks the address up and reports the state below
// the field. A failed or unknown lookup never locks the address fields nor blocks the form.
import { cepDigits, maskCep } from '@shared/format/cep';
import { useEffect, useRef } from 'react';
import { IMaskInput } from 'react-imask';
import type { CepAddress } from '@/components/address/api/cep-lookup';
import {
  CEP_FIELD_MESSAGES,
  type CepLookupState,
  useCepLookup,
} from '@/components/address/hooks/use-cep-lookup';
import { useFormField } from './form-kit';
import { applyMask, useMaskedInputRef } from './masked-fields';

export interface CepInputProps {
  /** Digits only (at most 8); the field shows them masked. */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  name?: string;
  /** A validation message of the page (e.g. "Verifique o CEP da empresa"). */
  error?: string;
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
  /** Told every change of the lookup state, for pages whose checks wait for lookups or refuse a failed one. */
  onLookupState?: (state: CepLookupState) => void;
  /** The page's own words for the lookup's outcomes (the rental contract says "Falha CEP" and "Inválido"). */
  texts?: CepTexts;
}

/** A page's wording of the lookup's messages, by the message the lookup gives. */
export type CepTexts = Partial<Record<keyof typeof CEP_FIELD_MESSAGES, string>>;

const MASKS = { default: '00000-000', dotted: '00.000-000' } as const;

const MANUAL_HINT = ' Você pode preencher o endereço manualmente.';

/** What the field says under the input: an error marks the CEP wrong; a notice blocks nothing. */
export interface CepFieldMessage {
  tone: 'error' | 'notice';
  text: string;
  hint: string | null;
}

/**
 * Only "CEP inválido" (not 8 digits) and the page's own message say the CEP is wrong. A CEP the services do not
 * know (rural, new) or services out of reach say nothing about the address the person can type: a notice with
 * the manual-address hint, which blocks nothing; shown red and invalid it would stay so over an address typed
 * correctly and stop the purchase (issue 41).
 */
export function cepFieldMessage(
  state: CepLookupState,
  pageError?: string,
  texts: CepTexts = {},
): CepFieldMessage | null {
  const lookup = state.status === 'error' ? state.message : null;
  const key = (Object.keys(CEP_FIELD_MESSAGES) as Array<keyof typeof CEP_FIELD_MESSAGES>).find(
    (k) => CEP_FIELD_MESSAGES[k] === lookup,
  );
  const said = key ? (texts[key] ?? lookup) : lookup;
  if (lookup === CEP_FIELD_MESSAGES.invalid) return { tone: 'error', text: said ?? lookup, hint: null };
  if (pageError) return { tone: 'error', text: pageError, hint: null };
  if (lookup !== null) return { tone: 'notice', text: said ?? lookup, hint: MANUAL_HINT };
  return null;
}

/** The CEP input with its lookup, for a value the caller holds (a form's field: `CepField`). */
export function CepInput({
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  error,
  onAddress,
  debounceMs,
  id,
  label = 'CEP',
  format = 'default',
  withButton = false,
  required = false,
  disabled = false,
  onLookupState,
  texts,
}: CepInputProps & { id: string }) {
  const inputId = id;
  const maskedRef = useMaskedInputRef(inputRef);
  const statusId = `${inputId}-status`;
  const { state, onCepChange, lookupNow } = useCepLookup({ debounceMs, onFound: onAddress });
  const onLookupStateRef = useRef(onLookupState);
  onLookupStateRef.current = onLookupState;
  useEffect(() => {
    onLookupStateRef.current?.(state);
  }, [state]);
  const message = cepFieldMessage(state, error, texts);
  const invalid = message?.tone === 'error';

  return (
    <div className={`field cep-field${invalid ? ' is-invalid' : ''}`}>
      <label htmlFor={inputId}>
        {label}
        {required && <span className="required-mark"> *</span>}
      </label>
      <div className="input-with-button">
        <IMaskInput
          id={inputId}
          inputRef={maskedRef}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={format === 'dotted' ? '00.000-000' : '00000-000'}
          mask={MASKS[format]}
          value={applyMask(value, MASKS[format])}
          required={required}
          disabled={disabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={statusId}
          // Only what the person typed or pasted: a CEP loaded with the record is not looked up again.
          onAccept={(shown: string, _mask: unknown, event?: Event) => {
            if (!event) return;
            const digits = cepDigits(shown);
            onChange(digits);
            onCepChange(digits);
          }}
          onBlur={() => {
            onBlur?.();
            lookupNow(value);
          }}
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

export interface CepFieldProps
  extends Omit<CepInputProps, 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'name' | 'error'> {
  /** The form field; it keeps the CEP as shown ("01310-100") or, with `store="digits"`, its 8 digits. */
  name: string;
  store?: 'masked' | 'digits';
}

export function CepField({ name, store = 'masked', id, ...props }: CepFieldProps) {
  const field = useFormField<string>(name, { id });
  return (
    <CepInput
      {...props}
      id={field.id}
      name={name}
      value={cepDigits(field.value)}
      onChange={(digits) => field.onChange(store === 'digits' ? digits : maskCep(digits))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={field.error ?? undefined}
    />
  );
}
