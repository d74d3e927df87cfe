// The batch form's sections (spec part 2 §2 CriarPromissoria): instalments, Beneficiário, Emitente and Local de
// Pagamento. The CEP lookup (600 ms after typing, spec part 2 §9) fills the address; UF and city are the shared
// state and city selects, so an address the lookup does not know is picked by hand.
import type { PromissoriaForm } from '@shared/documents/promissoria/schema';
import { MAX_NOME } from '@shared/documents/promissoria/schema';
import type { CepAddress } from '@/components/address/api/cep-lookup';
import { TextField } from '@/components/form/basic-fields';
import { CepField } from '@/components/form/cep-field';
import { usePatch } from '@/components/form/form-kit';
import { CPF_MASK, DateField, MaskedField, PhoneField } from '@/components/form/masked-fields';
import { MoneyField } from '@/components/form/money-field';
import { StateCityField } from '@/components/form/place-fields';

/** Spec part 2 §9: the promissory notes' CEP lookups wait 600 ms. */
export const PROMISSORIA_CEP_DEBOUNCE_MS = 600;

/** At most R$ 999.999.999,99: the longest value the notes are laid out for. */
const PROMISSORIA_MAX_DIGITS = 11;

/** Up to 11 digits a CPF, 12 to 14 a CNPJ (spec part 2 §5): the mask follows the length. */
const CPF_CNPJ_MASKS = [CPF_MASK, '00.000.000/0000-00'] as const;

export function ParcelasSection() {
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">Parcelas</h2>
      </legend>
      <div className="field-row">
        <MaskedField name="total_parcelas" label="Total de parcelas" mask="000" required hint="De 1 a 120." />
        <MoneyField
          name="valor_total_centavos"
          label="Valor total"
          required
          maxDigits={PROMISSORIA_MAX_DIGITS}
          hint="Só dígitos: 100001 é R$ 1.000,01 (o total do lote)."
        />
      </div>
      <div className="field-row">
        <DateField name="data_primeiro_vencimento" label="Data do 1º vencimento" required />
        <DateField name="data_emissao" label="Data de emissão" required />
      </div>
      <p className="field-hint">
        O valor é dividido igualmente; os centavos que sobram vão, um a um, para as primeiras parcelas. Os
        vencimentos são mensais a partir do 1º; num mês sem esse dia, a parcela vence no último dia do mês.
      </p>
    </fieldset>
  );
}

function CpfCnpjField({ name }: { name: string }) {
  return (
    <MaskedField
      name={name}
      label="CPF/CNPJ"
      mask={CPF_CNPJ_MASKS}
      required
      placeholder="CPF ou CNPJ"
      store="masked"
    />
  );
}

export function BeneficiarioSection() {
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">Beneficiário</h2>
      </legend>
      <p className="field-hint">Quem recebe o pagamento (credor).</p>
      <div className="field-row">
        <TextField name="beneficiario_nome" label="Nome" required maxLength={MAX_NOME} />
        <CpfCnpjField name="beneficiario_cpf_cnpj" />
      </div>
    </fieldset>
  );
}

type AddressFields = {
  estado: keyof PromissoriaForm;
  cidade: keyof PromissoriaForm;
  rua?: keyof PromissoriaForm;
  bairro?: keyof PromissoriaForm;
};

/** What a found address fills: UF and city, street and neighbourhood only when the lookup knows them. */
function addressPatch(address: CepAddress, fields: AddressFields): Partial<PromissoriaForm> {
  const patch: Record<string, string> = {};
  if (address.uf.trim()) patch[fields.estado] = address.uf.trim().toUpperCase();
  if (address.cidade.trim()) patch[fields.cidade] = address.cidade.trim();
  if (fields.rua && address.endereco.trim()) patch[fields.rua] = address.endereco.trim();
  if (fields.bairro && address.bairro.trim()) patch[fields.bairro] = address.bairro.trim();
  return patch as Partial<PromissoriaForm>;
}

export function EmitenteSection() {
  const patch = usePatch<PromissoriaForm>();
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">Emitente</h2>
      </legend>
      <p className="field-hint">Quem promete pagar e assina as notas (devedor).</p>
      <div className="field-row">
        <TextField name="emitente_nome" label="Nome" required maxLength={MAX_NOME} />
        <CpfCnpjField name="emitente_cpf_cnpj" />
      </div>
      <div className="field-row">
        <PhoneField name="emitente_telefone" label="Telefone (com DDD)" required />
        <CepField
          name="emitente_cep"
          label="CEP"
          required
          debounceMs={PROMISSORIA_CEP_DEBOUNCE_MS}
          onAddress={(address) =>
            patch(
              addressPatch(address, {
                estado: 'emitente_estado',
                cidade: 'emitente_cidade',
                rua: 'emitente_rua',
                bairro: 'emitente_bairro',
              }),
            )
          }
        />
      </div>
      <StateCityField
        idPrefix="prom-emitente"
        ids={{ state: 'prom-emitente_estado', city: 'prom-emitente_cidade' }}
        names={{ state: 'emitente_estado', city: 'emitente_cidade' }}
        stateLabel="UF"
        required
      />
      <TextField name="emitente_rua" label="Rua" required width="wide" maxLength={150} />
      <div className="field-row">
        <TextField name="emitente_numero" label="Número" required maxLength={12} />
        <TextField name="emitente_bairro" label="Bairro" required maxLength={80} />
      </div>
    </fieldset>
  );
}

export function LocalPagamentoSection() {
  const patch = usePatch<PromissoriaForm>();
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">Local de Pagamento</h2>
      </legend>
      <CepField
        name="local_pagamento_cep"
        label="CEP"
        required
        debounceMs={PROMISSORIA_CEP_DEBOUNCE_MS}
        onAddress={(address) =>
          patch(addressPatch(address, { estado: 'local_pagamento_estado', cidade: 'local_pagamento_cidade' }))
        }
      />
      <StateCityField
        idPrefix="prom-local_pagamento"
        ids={{ state: 'prom-local_pagamento_estado', city: 'prom-local_pagamento_cidade' }}
        names={{ state: 'local_pagamento_estado', city: 'local_pagamento_cidade' }}
        stateLabel="UF"
        required
      />
    </fieldset>
  );
}
