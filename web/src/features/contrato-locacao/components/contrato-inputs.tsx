// The rental contract's own inputs (spec part 2 §5): a date typed in three parts (day and month padded on blur
// and capped, year of 4 digits) with one message under them, and the rent's value in words, "Auto" until the person edits it ("Manual"), with "Reativar" to write it again.
import { rentWordsMessage } from '@shared/documents/recibo-aluguel/schema';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { type FieldGroupError, FieldShell, useFormField } from '@/components/form/form-kit';
import { DigitsField } from '@/components/form/masked-fields';
import { keepFieldFocus } from '@/lib/focus';
import { fieldElementId, isManualWords, padTwo, rentWords } from '../contrato-fields';

export interface DatePartsProps {
  /** The form fields of the day, month and year (the check puts a wrong date on the day). */
  names: { dia: string; mes: string; ano: string };
  legend: string;
  hint?: string;
}

export function DateParts({ names, legend, hint }: DatePartsProps) {
  const { errors } = useFormState({ name: names.dia });
  const message = errors[names.dia]?.message;
  const error = typeof message === 'string' ? message : null;
  const errorId = `${fieldElementId(names.dia)}-group-error`;
  const hintId = `${fieldElementId(names.dia)}-group-hint`;
  const group: FieldGroupError = { error, errorId };
  const parts = [names.dia, names.mes, names.ano];
  return (
    <fieldset
      className="ctr-date"
      aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <div className="ctr-date-row">
        <DigitsField
          name={names.dia}
          label="Dia"
          length={2}
          placeholder="DD"
          group={group}
          clears={parts}
          complete={padTwo}
        />
        <DigitsField
          name={names.mes}
          label="Mês"
          length={2}
          placeholder="MM"
          group={group}
          clears={parts}
          complete={padTwo}
        />
        <DigitsField
          name={names.ano}
          label="Ano"
          length={4}
          placeholder="AAAA"
          group={group}
          clears={parts}
        />
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The rent's value in words: written from the rent while "Auto"; typing in it makes it "Manual" (kept as
 * typed); "Reativar" returns to Auto and writes it again from the rent.
 */
export function RentWordsField() {
  const { getValues, setValue, watch } = useFormContext();
  const words = useFormField<string>('aluguel_valor_extenso');
  const rent = String(useWatch({ name: 'aluguel_valor' }) ?? '');
  const [manual, setManual] = useState(() =>
    isManualWords(String(getValues('aluguel_valor') ?? ''), String(getValues('aluguel_valor_extenso') ?? '')),
  );
  const write = (value: string) => {
    const next = rentWords(value);
    if (getValues('aluguel_valor_extenso') !== next)
      setValue('aluguel_valor_extenso', next, { shouldDirty: true });
  };
  // Only a change of the rent writes the words: opening a contract changes nothing of it.
  const lastRent = useRef(rent);
  // A form loaded or restored (a draft kept in this browser, the paid values put back): its words as they were,
  // Auto or Manual, and its rent is not a change.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name !== undefined) return;
      lastRent.current = String(values.aluguel_valor ?? '');
      setManual(isManualWords(lastRent.current, String(values.aluguel_valor_extenso ?? '')));
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `write` reads the form at the time of the change
  useEffect(() => {
    if (rent === lastRent.current) return;
    lastRent.current = rent;
    if (!manual) write(rent);
  }, [rent, manual]);

  const modeId = `${words.id}-mode`;
  // Words typed by hand must spell the figures (issue 38 item 6): said at once, as the final check refuses it.
  const mismatch =
    manual && words.isTouched
      ? rentWordsMessage({ aluguel_valor: rent, aluguel_valor_extenso: String(words.value ?? '') })
      : null;
  return (
    <FieldShell
      id={words.id}
      label={
        <>
          Valor do aluguel por extenso{' '}
          <span id={modeId} className={`badge badge-inline ${manual ? 'badge-warning' : ''}`}>
            {manual ? 'Manual' : 'Auto'}
          </span>
        </>
      }
      error={mismatch ?? words.error}
      hint="Escrito a partir do valor; ao editar, passa a Manual (e deve dizer o mesmo valor)."
    >
      {(aria) => (
        <div className="input-with-button">
          <input
            {...aria}
            ref={words.ref}
            name="aluguel_valor_extenso"
            type="text"
            autoComplete="off"
            maxLength={250}
            value={words.value ?? ''}
            onChange={(e) => {
              setManual(true);
              words.onChange(e.target.value);
            }}
            onBlur={words.onBlur}
          />
          {manual && (
            <button
              type="button"
              onMouseDown={keepFieldFocus}
              className="button button-secondary"
              onClick={() => {
                setManual(false);
                write(String(getValues('aluguel_valor') ?? ''));
              }}
            >
              Reativar
            </button>
          )}
        </div>
      )}
    </FieldShell>
  );
}
