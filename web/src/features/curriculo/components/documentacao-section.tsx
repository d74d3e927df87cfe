// "Documentação" (toggle): CPF, RG and its issuer, PIS/NIT, Cartão SUS, CNH and its category, voter card
// with zone and section, each masked as written on the document.
import { CNH_CATEGORIAS } from '@shared/documents/curriculo/options';
import { SelectField, TextField } from '@/components/form/basic-fields';
import {
  CARTAO_SUS_MASK,
  CpfField,
  DigitsField,
  MaskedField,
  PIS_NIT_MASK,
  TITULO_ELEITOR_MASK,
} from '@/components/form/masked-fields';
import type { SectionProps } from './dados-pessoais-section';
import { SectionCard } from './form-controls';

export function DocumentacaoSection({ form, onChange }: SectionProps) {
  return (
    <SectionCard
      id="cv-sec-documentacao"
      title="Documentação"
      hint="Alguns empregadores pedem os documentos no currículo. Inclua só se a vaga pedir."
      toggle={{
        field: 'incluir_documentacao',
        checked: form.incluir_documentacao,
        label: 'Incluir documentação no currículo',
        onChange: (checked) => onChange({ incluir_documentacao: checked }),
      }}
    >
      <div className="field-row">
        <CpfField name="cpf" label="CPF" />
        <MaskedField name="pis_nit" label="PIS/NIT" mask={PIS_NIT_MASK} placeholder="000.00000.00-0" />
      </div>
      <div className="field-row">
        <TextField name="rg" label="RG" maxLength={20} />
        <TextField
          name="rg_estado_expedidor"
          label="Órgão expedidor / UF"
          placeholder="Ex.: SSP/SP"
          maxLength={20}
          transform={(value) => value.toUpperCase()}
        />
      </div>
      <div className="field-row">
        <MaskedField
          name="cartao_sus"
          label="Cartão SUS"
          mask={CARTAO_SUS_MASK}
          placeholder="000 0000 0000 0000"
        />
        <DigitsField name="cnh_numero" label="CNH (número)" length={11} />
      </div>
      <div className="field-row">
        <SelectField
          name="cnh_categoria"
          label="Categoria da CNH"
          options={CNH_CATEGORIAS}
          placeholder="Sem CNH / não informar"
          keepUnknown
        />
        <MaskedField
          name="titulo_eleitor"
          label="Título de eleitor"
          mask={TITULO_ELEITOR_MASK}
          placeholder="0000 0000 0000"
        />
      </div>
      <div className="field-row">
        <DigitsField name="zona" label="Zona" length={4} />
        <DigitsField name="secao" label="Seção" length={5} />
      </div>
    </SectionCard>
  );
}
