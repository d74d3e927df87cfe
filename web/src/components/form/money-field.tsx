// Money as spec part 2 §5 types it: digits on the numeric keypad, read right to left as centavos and shown
// "1.234,56" (placeholder 0,00), a pasted "1.234,56" or "1234.56" read as the amount, and optionally the value
// in words below it (extenso, loaded only when a page shows them). The form holds integer centavos (null when
// empty) or, on the pages whose schema keeps money as shown, the text "1.234,56" ("" when empty).
// react-number-format's NumberFormatBase types it and keeps the caret (IMask's number mask cannot read digits
// right to left as centavos); `money-typing.ts` says what an edit means.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { NumberFormatBase } from 'react-number-format';
import { FieldShell, useFormField } from './form-kit';
import { MAX_MONEY_DIGITS, moneyDigits, showDigits } from './money-typing';

export interface MoneyFieldProps {
  name: string;
  label: ReactNode;
  id?: string;
  required?: boolean;
  hint?: ReactNode;
  width?: 'wide' | 'narrow';
  /** Shows "mil duzentos e trinta e quatro reais..." under the field. */
  inWords?: boolean;
  /** What the form holds: integer centavos (default) or the shown text "1.234,56". */
  holds?: 'cents' | 'text';
  /** The most digits the amount may have (centavos included). */
  maxDigits?: number;
  /** Told of each amount the person types, after the form has it. */
  onEdit?: (cents: number | null) => void;
}

/** The value in words of `cents`, once extenso has loaded; null while it loads or with no value. */
function useMoneyInWords(cents: number | null, enabled: boolean): string | null {
  const [words, setWords] = useState<{ cents: number; text: string } | null>(null);
  useEffect(() => {
    if (!enabled || cents === null) return;
    let active = true;
    void import('@shared/format/money').then(({ moneyInWords }) => {
      if (active) setWords({ cents, text: moneyInWords(cents) });
    });
    return () => {
      active = false;
    };
  }, [cents, enabled]);
  return cents !== null && words?.cents === cents ? words.text : null;
}

/** The centavos a form value stands for: a number as it is, a text by its digits. */
function centsOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const digits = value.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_MONEY_DIGITS);
  return digits === '' ? null : Number(digits);
}

export function MoneyField({
  name,
  label,
  id: givenId,
  required = false,
  hint,
  width,
  inWords = false,
  holds = 'cents',
  maxDigits = MAX_MONEY_DIGITS,
  onEdit,
}: MoneyFieldProps) {
  const field = useFormField<number | string | null>(name, { id: givenId });
  const cents = centsOf(field.value);
  const words = useMoneyInWords(cents, inWords);
  const wordsId = `${field.id}-extenso`;
  // Backspace and Delete look alike to the library's change range; the key tells which digit a deleted
  // separator stands for.
  const deleteKey = useRef(false);

  return (
    <FieldShell id={field.id} label={label} required={required} hint={hint} error={field.error} width={width}>
      {(aria) => (
        <>
          <div className="input-with-prefix">
            <span aria-hidden="true">R$</span>
            <NumberFormatBase
              {...aria}
              aria-describedby={
                [aria['aria-describedby'], inWords ? wordsId : null].filter(Boolean).join(' ') || undefined
              }
              getInputRef={field.ref}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="0,00"
              value={cents === null ? '' : String(cents)}
              valueIsNumericString
              format={showDigits}
              removeFormatting={(typed, change) => moneyDigits(typed, change, deleteKey.current, maxDigits)}
              isAllowed={({ value }) => value.length <= maxDigits}
              onKeyDown={(e) => {
                deleteKey.current = e.key === 'Delete';
              }}
              onValueChange={({ value }, { source }) => {
                if (source !== 'event') return;
                const next = value === '' ? null : Number(value);
                field.onChange(holds === 'text' ? showDigits(value) : next);
                onEdit?.(next);
              }}
              onBlur={field.onBlur}
            />
          </div>
          {inWords && (
            <p id={wordsId} className="field-hint money-words" aria-live="polite">
              {words ?? ''}
            </p>
          )}
        </>
      )}
    </FieldShell>
  );
}
