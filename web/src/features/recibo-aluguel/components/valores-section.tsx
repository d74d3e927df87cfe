// "Valores" (spec part 2 §2, §5): the rent typed as digits and shown as 0,00, and its value in words, filled
// from the amount ("Auto") until the person types it ("Manual"); "Reativar" makes it follow the amount again.
import type { ReciboAluguelForm } from '@shared/documents/recibo-aluguel/schema';
import { maskMoney } from '@shared/format/money';
import { useFormContext } from 'react-hook-form';
import { FieldShell, useFormField } from '@/components/form/form-kit';
import { autoWords } from '../recibo-fields';

/** The amount; while the words are "Auto", each change writes them anew. */
function RentField({ auto }: { auto: boolean }) {
  const field = useFormField<string>('aluguel_valor');
  const { setValue } = useFormContext<ReciboAluguelForm>();
  return (
    <FieldShell id={field.id} label="Valor do aluguel" required error={field.error}>
      {(aria) => (
        <div className="input-with-prefix">
          <span aria-hidden="true">R$</span>
          <input
            {...aria}
            ref={field.ref}
            name="aluguel_valor"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0,00"
            value={field.value ?? ''}
            onChange={(e) => {
              const typed = maskMoney(e.target.value);
              field.onChange(typed);
              if (auto) setValue('aluguel_valor_extenso', autoWords(typed), { shouldDirty: true });
            }}
            onBlur={field.onBlur}
          />
        </div>
      )}
    </FieldShell>
  );
}

export interface ValoresSectionProps {
  /** The words follow the amount. */
  auto: boolean;
  onAutoChange: (auto: boolean) => void;
}

export function ValoresSection({ auto, onAutoChange }: ValoresSectionProps) {
  const words = useFormField<string>('aluguel_valor_extenso');
  const { getValues, setValue } = useFormContext<ReciboAluguelForm>();
  return (
    <fieldset id="rec-valores-section" className="decl-section">
      <legend>
        <h2 className="legend-heading">Valores</h2>
      </legend>
      <RentField auto={auto} />
      <FieldShell
        id={words.id}
        label={
          <>
            Valor por extenso{' '}
            <span className={`badge badge-inline${auto ? '' : ' badge-warning'}`}>
              {auto ? 'Auto' : 'Manual'}
            </span>
          </>
        }
        required
        width="wide"
        error={words.error}
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
                onAutoChange(false);
                words.onChange(e.target.value);
              }}
              onBlur={words.onBlur}
            />
            {!auto && (
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => {
                  onAutoChange(true);
                  setValue('aluguel_valor_extenso', autoWords(getValues('aluguel_valor')), {
                    shouldDirty: true,
                  });
                }}
              >
                Reativar
              </button>
            )}
          </div>
        )}
      </FieldShell>
    </fieldset>
  );
}
