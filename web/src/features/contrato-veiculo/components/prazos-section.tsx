// Dates and forum (spec part 2 §2): delivery, the date and time from which fines and liabilities pass to the
// buyer, the signing date, all DD/MM/AAAA; the forum's city and state read-only, copied from the seller's.
import type { ContratoVeiculoForm } from '@shared/documents/contrato-veiculo/schema';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '@/components/form/basic-fields';
import { DateField, TimeField } from '@/components/form/masked-fields';

export function PrazosSection() {
  const { setValue } = useFormContext<ContratoVeiculoForm>();
  const [cidade, estado] = useWatch<
    ContratoVeiculoForm,
    ['vendedor_endereco_cidade', 'vendedor_endereco_estado']
  >({
    name: ['vendedor_endereco_cidade', 'vendedor_endereco_estado'],
  });
  useEffect(() => {
    setValue('cidade_foro', cidade ?? '');
    setValue('estado_foro', estado ?? '');
  }, [cidade, estado, setValue]);
  return (
    <fieldset className="decl-section" aria-labelledby="cv-prazos-title">
      <legend>
        <h2 id="cv-prazos-title" className="legend-heading">
          Prazos e Foro
        </h2>
      </legend>
      <div className="field-row">
        <DateField name="data_entrega" label="Data de entrega" />
        <DateField name="data_assinatura" label="Data da assinatura" />
      </div>
      <div className="field-row">
        <DateField
          name="data_referencia_responsabilidade"
          label="Data de referência (multas e responsabilidades)"
          hint="A partir desta data e hora, multas e responsabilidades passam ao comprador."
        />
        <TimeField name="hora_referencia_responsabilidade" label="Hora de referência" />
      </div>
      <div className="field-row">
        <TextField name="cidade_foro" label="Cidade do foro" readOnly hint="A cidade do vendedor." />
        <TextField name="estado_foro" label="UF do foro" readOnly />
      </div>
    </fieldset>
  );
}
