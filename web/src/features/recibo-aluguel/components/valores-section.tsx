// "Valores" (spec part 2 §2, §5): the rent typed as digits and shown as 0,00, and its value in words, filled
// from the amount ("Auto") until the person types it ("Manual"); "Reativar" makes it follow the amount again.
import type { ReciboAluguelForm } from '@shared/documents/recibo-aluguel/schema';
import { useFormContext } from 'react-hook-form';
import { FieldShell, useFormField } from '@/components/form/form-kit';
import { MoneyField } from '@/components/form/money-field';
import { autoWords } from '../recibo-fields';

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
      <MoneyField
        name="aluguel_valor"
        label="Valor do aluguel"
        required
        holds="text"
        onEdit={() => {
          // While the words are "Auto", each change of the amount writes them anew.
          if (auto)
            setValue('aluguel_valor_extenso', autoWords(getValues('aluguel_valor')), { shouldDirty: true });
        }}
      />
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
