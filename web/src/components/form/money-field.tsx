// Money on react-number-format: typed as "1.234,56" with the cursor kept where the person edits, held in the
// form as integer centavos (null when empty), with the value in words below it. The words come from extenso,
// loaded only when a page shows a money field.
import { type ReactNode, useEffect, useState } from 'react';
import { NumericFormat } from 'react-number-format';
import { FieldShell, useFormField } from './form-kit';

export interface MoneyFieldProps {
  name: string;
  label: ReactNode;
  id?: string;
  required?: boolean;
  hint?: ReactNode;
  width?: 'wide' | 'narrow';
  /** Shows "mil duzentos e trinta e quatro reais..." under the field. */
  inWords?: boolean;
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

export function MoneyField({
  name,
  label,
  id: givenId,
  required = false,
  hint,
  width,
  inWords = false,
}: MoneyFieldProps) {
  const field = useFormField<number | null>(name, { id: givenId });
  const cents = typeof field.value === 'number' && Number.isSafeInteger(field.value) ? field.value : null;
  const words = useMoneyInWords(cents, inWords);
  const wordsId = `${field.id}-extenso`;
  return (
    <FieldShell id={field.id} label={label} required={required} hint={hint} error={field.error} width={width}>
      {(aria) => (
        <>
          <div className="input-with-prefix">
            <span aria-hidden="true">R$</span>
            <NumericFormat
              {...aria}
              aria-describedby={
                [aria['aria-describedby'], inWords ? wordsId : null].filter(Boolean).join(' ') || undefined
              }
              getInputRef={field.ref}
              name={name}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,00"
              thousandSeparator="."
              decimalSeparator=","
              // A phone's decimal key may give "." where "," is meant.
              allowedDecimalSeparators={[',', '.']}
              decimalScale={2}
              fixedDecimalScale
              allowNegative={false}
              valueIsNumericString
              value={cents === null ? '' : (cents / 100).toFixed(2)}
              onValueChange={(values, source) => {
                if (source.source === 'prop') return;
                field.onChange(values.value === '' ? null : Math.round(Number(values.value) * 100));
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
