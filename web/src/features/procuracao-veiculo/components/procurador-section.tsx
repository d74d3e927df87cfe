// "Dados do Procurador": who will act for the owner at the DETRAN, fully qualified as the instrument must name
// them (Código Civil art. 654 §1): name, nationality, marital status, profession, CPF, RG and address.
import { TextField } from '@/components/form/basic-fields';
import { CpfField } from '@/components/form/masked-fields';
import { QualificationFields } from './qualification-fields';

export function ProcuradorSection() {
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">Dados do Procurador</h2>
      </legend>
      <TextField
        name="nome_completo_procurador"
        label="Nome completo"
        required
        width="wide"
        maxLength={150}
      />
      <QualificationFields party="procurador" />
      <div className="field-row">
        <CpfField name="cpf_procurador" label="CPF" required />
        <TextField name="rg_procurador" label="RG" required maxLength={20} />
      </div>
      <TextField
        name="endereco_procurador"
        label="Endereço completo"
        hint="Rua, número, bairro, cidade/UF e CEP."
        required
        width="wide"
        maxLength={200}
      />
    </fieldset>
  );
}
