// Who declares: the employer's name, CPF and RG (its issuing state once an RG is typed), and the choice of a
// household employer ("Empregador pessoa física"), who has no company and no CNPJ; for a company, the signer's
// role in it (issue 39).
import type { DeclaracaoTrabalhoForm } from '@shared/documents/declaracao-trabalho/schema';
import { useWatch } from 'react-hook-form';
import { CheckboxField, TextField } from '@/components/form/basic-fields';
import { CpfField } from '@/components/form/masked-fields';
import { RgField, RgIssuerField } from '@/components/form/place-fields';

const RG = { rg: 'rg_empregador', uf: 'rg_empregador_uf' };

export function EmpregadorSection() {
  const household = useWatch<DeclaracaoTrabalhoForm, 'empregador_pessoa_fisica'>({
    name: 'empregador_pessoa_fisica',
  });
  return (
    <fieldset className="decl-section" aria-describedby="trab-empregador-hint">
      <legend>
        <h2 className="legend-heading">Dados do empregador</h2>
      </legend>
      <p id="trab-empregador-hint" className="field-hint">
        Quem declara e assina: o responsável pela empresa ou, no emprego doméstico, o próprio empregador.
      </p>
      <CheckboxField
        name="empregador_pessoa_fisica"
        label="Empregador pessoa física (empregador doméstico, sem CNPJ)"
        controls="trab-empresa-section"
      />
      <TextField
        name="nome_completo_empregador"
        label="Nome completo"
        required
        width="wide"
        maxLength={120}
      />
      <div className="field-row">
        <CpfField name="cpf_empregador" label="CPF" required />
        <RgField names={RG} />
      </div>
      <RgIssuerField names={RG} />
      {!household && (
        <TextField
          name="cargo_empregador"
          label="Cargo na empresa"
          required
          maxLength={80}
          hint="Em que qualidade assina pela empresa: sócio-administrador, diretor, gerente de RH…"
        />
      )}
    </fieldset>
  );
}
