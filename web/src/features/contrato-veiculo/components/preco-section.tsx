// Price and payment (spec part 2 §2, §4): the value on the numeric keypad (placeholder 0,00), its words "Auto"
// until the person edits them ("Manual"), "Reativar" computing them again, and the payment method.
import type { ContratoVeiculoForm } from '@shared/documents/contrato-veiculo/schema';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, TextField } from '@/components/form/basic-fields';
import { MoneyField } from '@/components/form/money-field';
import { keepFieldFocus } from '@/lib/focus';
import { wordsAreManual } from '../contrato-veiculo-fields';

/** The words of `cents` from extenso, loaded with this section only. */
function useComputedWords(cents: number | null): string | null {
  const [words, setWords] = useState<{ cents: number | null; text: string | null }>({
    cents: null,
    text: null,
  });
  useEffect(() => {
    let active = true;
    if (cents === null || cents <= 0) {
      setWords({ cents, text: '' });
      return;
    }
    void import('@shared/format/money').then(({ moneyInWords }) => {
      if (active) setWords({ cents, text: moneyInWords(cents) });
    });
    return () => {
      active = false;
    };
  }, [cents]);
  return words.cents === cents ? words.text : null;
}

export function PrecoSection() {
  const { setValue, getValues } = useFormContext<ContratoVeiculoForm>();
  const cents = useWatch<ContratoVeiculoForm, 'valor_venda'>({ name: 'valor_venda' });
  const computed = useComputedWords(cents ?? null);
  const parcelado =
    useWatch<ContratoVeiculoForm, 'pagamento_parcelado'>({ name: 'pagamento_parcelado' }) === 'sim';
  // Manual once the person edits the words, or when the opened contract holds words of its own (told once the
  // first words are computed); Auto otherwise, the words following the value.
  const [manualState, setManual] = useState<boolean | null>(null);
  const manual = manualState === true;
  useEffect(() => {
    if (computed === null) return;
    const words = getValues('valor_venda_extenso');
    if (manualState === null) {
      const own = wordsAreManual(words, computed);
      setManual(own);
      if (own) return;
    } else if (manualState) return;
    if (words !== computed) setValue('valor_venda_extenso', computed, { shouldDirty: true });
  }, [computed, manualState, getValues, setValue]);

  return (
    <fieldset className="decl-section" aria-labelledby="cv-preco-title">
      <legend>
        <h2 id="cv-preco-title" className="legend-heading">
          Preço e Pagamento
        </h2>
      </legend>
      <div className="field-narrow">
        <MoneyField name="valor_venda" label="Valor da venda" required />
      </div>
      <div className="cv-words">
        <TextField
          name="valor_venda_extenso"
          label={
            <>
              Valor por extenso{' '}
              <span className="cv-words-mode" id="cv-words-mode">
                ({manual ? 'Manual' : 'Auto'})
              </span>
            </>
          }
          width="wide"
          maxLength={300}
          transform={(typed) => {
            setManual(true);
            return typed;
          }}
        />
        {manual && (
          <button
            type="button"
            onMouseDown={keepFieldFocus}
            className="button button-secondary"
            onClick={() => {
              setManual(false);
              if (computed !== null) setValue('valor_venda_extenso', computed, { shouldDirty: true });
            }}
          >
            Reativar
          </button>
        )}
      </div>
      <TextField
        name="forma_pagamento"
        label="Forma de pagamento"
        width="wide"
        maxLength={300}
        hint="Ex.: À vista (PIX); ou entrada de R$ 10.000,00 e o restante em 30 dias"
      />
      <CheckboxField
        name="pagamento_parcelado"
        label="O preço será pago em parcelas"
        values={{ on: 'sim', off: 'nao' }}
        controls="cv-parcelado-fields"
      />
      <div id="cv-parcelado-fields" hidden={!parcelado}>
        {parcelado && (
          <>
            <p className="decl-warning" role="note">
              Venda parcelada: quem entrega o veículo e a ATPV-e assinada antes de receber tudo corre o risco
              de não receber o restante. Reserve a propriedade até a quitação (reserva de domínio) ou entregue
              a ATPV-e só depois do último pagamento.
            </p>
            <CheckboxField
              name="reserva_dominio"
              label="Incluir a cláusula de reserva de domínio (Código Civil, arts. 521 a 528)"
              values={{ on: 'sim', off: 'nao' }}
            />
            <p className="field-hint">
              Sem ela, o contrato diz que a ATPV-e só será entregue depois da quitação.
            </p>
          </>
        )}
      </div>
    </fieldset>
  );
}
