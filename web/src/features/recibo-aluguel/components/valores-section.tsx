// "Valores" (spec part 2 §2, §5): the rent typed as digits and shown as 0,00, and its value in words, filled
// from the amount ("Auto") until the person types it ("Manual"); "Reativar" makes it follow the amount again.
import { type ReciboAluguelForm, rentWordsMessage } from '@shared/documents/recibo-aluguel/schema';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/form/basic-fields';
import { FieldShell, useFormField } from '@/components/form/form-kit';
import { MoneyField } from '@/components/form/money-field';
import { keepFieldFocus } from '@/lib/focus';
import { autoWords } from '../recibo-fields';

export interface ValoresSectionProps {
  /** The words follow the amount. */
  auto: boolean;
  onAutoChange: (auto: boolean) => void;
}

export function ValoresSection({ auto, onAutoChange }: ValoresSectionProps) {
  const words = useFormField<string>('aluguel_valor_extenso');
  const { getValues, setValue } = useFormContext<ReciboAluguelForm>();
  const rent = String(useWatch({ name: 'aluguel_valor' }) ?? '');
  // Words typed by hand must spell the figures (issue 38 item 6), as the final check and the server require.
  const mismatch =
    !auto && words.isTouched
      ? rentWordsMessage({ aluguel_valor: rent, aluguel_valor_extenso: String(words.value ?? '') })
      : null;
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
        error={mismatch ?? words.error}
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
                onMouseDown={keepFieldFocus}
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
      <CheckboxField
        name="encargo_iptu"
        label="O IPTU é pago junto com o aluguel (linha para o valor em cada recibo)"
        values={{ on: 'sim', off: 'nao' }}
      />
      <CheckboxField
        name="encargo_condominio"
        label="O condomínio é pago junto com o aluguel (linha para o valor em cada recibo)"
        values={{ on: 'sim', off: 'nao' }}
      />
      <CheckboxField
        name="aluguel_antecipado"
        label="Aluguel pago antecipadamente (só em locação sem nenhuma garantia: fiador, caução, seguro-fiança ou cessão de quotas; Lei 8.245/91, art. 42)"
        values={{ on: 'sim', off: 'nao' }}
      />
      <p className="field-hint">
        Sem essa opção, cada recibo vence depois do mês de locação a que se refere (aluguel vencido).
      </p>
    </fieldset>
  );
}
