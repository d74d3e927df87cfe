// "Documentação" (toggle): CPF, RG and its issuer, PIS/NIT, Cartão SUS, CNH and its category, voter card
// with zone and section, each masked as written on the document.
import { CNH_CATEGORIAS } from '@shared/documents/curriculo/options';
import type { CurriculoForm } from '@shared/documents/curriculo/schema';
import { maskCpf } from '@shared/format/cpf-cnpj';
import {
  fieldElementId as id,
  maskCartaoSus,
  maskCnh,
  maskPisNit,
  maskSecao,
  maskTituloEleitor,
  maskZona,
} from '../curriculo-form';
import type { SectionProps } from './dados-pessoais-section';
import { SectionCard, SelectField, TextField } from './form-controls';

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
        <TextField
          id={id('cpf')}
          label="CPF"
          inputMode="numeric"
          placeholder="000.000.000-00"
          maxLength={14}
          value={form.cpf}
          onChange={(cpf) => onChange({ cpf: maskCpf(cpf) })}
        />
        <TextField
          id={id('pis_nit')}
          label="PIS/NIT"
          inputMode="numeric"
          placeholder="000.00000.00-0"
          maxLength={14}
          value={form.pis_nit}
          onChange={(pis) => onChange({ pis_nit: maskPisNit(pis) })}
        />
      </div>
      <div className="field-row">
        <TextField
          id={id('rg')}
          label="RG"
          maxLength={20}
          value={form.rg}
          onChange={(rg) => onChange({ rg })}
        />
        <TextField
          id={id('rg_estado_expedidor')}
          label="Órgão expedidor / UF"
          placeholder="Ex.: SSP/SP"
          maxLength={20}
          value={form.rg_estado_expedidor}
          onChange={(value) => onChange({ rg_estado_expedidor: value.toUpperCase() })}
        />
      </div>
      <div className="field-row">
        <TextField
          id={id('cartao_sus')}
          label="Cartão SUS"
          inputMode="numeric"
          placeholder="000 0000 0000 0000"
          maxLength={18}
          value={form.cartao_sus}
          onChange={(sus) => onChange({ cartao_sus: maskCartaoSus(sus) })}
        />
        <TextField
          id={id('cnh_numero')}
          label="CNH (número)"
          inputMode="numeric"
          maxLength={11}
          value={form.cnh_numero}
          onChange={(cnh) => onChange({ cnh_numero: maskCnh(cnh) })}
        />
      </div>
      <div className="field-row">
        <SelectField
          id={id('cnh_categoria')}
          label="Categoria da CNH"
          value={form.cnh_categoria}
          options={CNH_CATEGORIAS}
          placeholder="Sem CNH / não informar"
          onChange={(cat) => onChange({ cnh_categoria: cat as CurriculoForm['cnh_categoria'] })}
        />
        <TextField
          id={id('titulo_eleitor')}
          label="Título de eleitor"
          inputMode="numeric"
          placeholder="0000 0000 0000"
          maxLength={14}
          value={form.titulo_eleitor}
          onChange={(titulo) => onChange({ titulo_eleitor: maskTituloEleitor(titulo) })}
        />
      </div>
      <div className="field-row">
        <TextField
          id={id('zona')}
          label="Zona"
          inputMode="numeric"
          maxLength={4}
          value={form.zona}
          onChange={(zona) => onChange({ zona: maskZona(zona) })}
        />
        <TextField
          id={id('secao')}
          label="Seção"
          inputMode="numeric"
          maxLength={5}
          value={form.secao}
          onChange={(secao) => onChange({ secao: maskSecao(secao) })}
        />
      </div>
    </SectionCard>
  );
}
