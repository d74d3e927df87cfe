// "Dados do Procurador": who will act for the owner at the DETRAN (name, CPF, RG).
import { TextField } from '@/components/form/basic-fields';
import { CpfField } from '@/components/form/masked-fields';

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
      <div className="field-row">
        <CpfField name="cpf_procurador" label="CPF" required />
        <TextField name="rg_procurador" label="RG" maxLength={20} />
      </div>
    </fieldset>
  );
}
