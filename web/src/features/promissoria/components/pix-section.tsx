// The batch form's optional PIX section (issue 43 item 3): the creditor's key by type, and the receiver's name
// and city as the code carries them. With a key, each note's stub carries its own PIX code; the rules are the
// shared schema's (`pix-key.ts`), which the server's final check runs too.
import {
  PIX_CITY_MAX,
  PIX_KEY_MAX,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  PIX_NAME_MAX,
  type PixKeyType,
  pixTextMessage,
} from '@shared/documents/promissoria/pix-key';
import type { PromissoriaForm } from '@shared/documents/promissoria/schema';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField, TextField } from '@/components/form/basic-fields';
import { usePatch } from '@/components/form/form-kit';

const TYPE_OPTIONS = PIX_KEY_TYPES.map((value) => ({ value, label: PIX_KEY_TYPE_LABELS[value] }));

/** How each type is typed: the keyboard a phone opens and an example. */
const KEY_INPUT: Record<PixKeyType, { inputMode: 'numeric' | 'email' | 'tel' | 'text'; hint: string }> = {
  cpf: { inputMode: 'numeric', hint: 'O CPF cadastrado como chave, ex.: 529.982.247-25.' },
  cnpj: { inputMode: 'text', hint: 'O CNPJ cadastrado como chave, ex.: 11.222.333/0001-81.' },
  email: { inputMode: 'email', hint: 'O e-mail cadastrado como chave.' },
  telefone: { inputMode: 'tel', hint: 'O celular cadastrado como chave, com DDD: (11) 98765-4321.' },
  aleatoria: {
    inputMode: 'text',
    hint: 'A chave aleatória como o banco mostra: 8-4-4-4-12 letras e números.',
  },
};

/** A type chosen first fills the name and city in from the payee and the place of payment, when they fit. */
function usePrefill(tipo: string) {
  const { getValues } = useFormContext<PromissoriaForm>();
  const patch = usePatch<PromissoriaForm>();
  const previous = useRef(tipo);
  useEffect(() => {
    const was = previous.current;
    previous.current = tipo;
    if (was !== '' || tipo === '') return;
    const [nome, cidade, beneficiario, local] = getValues([
      'pix_nome',
      'pix_cidade',
      'beneficiario_nome',
      'local_pagamento_cidade',
    ]);
    const fill: Partial<PromissoriaForm> = {};
    if (nome.trim() === '' && pixTextMessage('nome', beneficiario) === null)
      fill.pix_nome = beneficiario.trim();
    if (cidade.trim() === '' && pixTextMessage('cidade', local) === null) fill.pix_cidade = local.trim();
    if (Object.keys(fill).length > 0) patch(fill);
  }, [tipo, getValues, patch]);
}

export function PixSection() {
  const tipo = String(useWatch({ name: 'pix_tipo' }) ?? '');
  const chave = String(useWatch({ name: 'pix_chave' }) ?? '');
  usePrefill(tipo);
  const asked = tipo !== '' || chave.trim() !== '';
  const input = KEY_INPUT[tipo as PixKeyType];
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">PIX para pagar as parcelas (opcional)</h2>
      </legend>
      <p className="field-hint">
        Com a chave PIX do beneficiário, cada nota sai com um canhoto, fora do texto da nota, com o QR e o
        “copia e cola” do PIX daquela parcela. O código só facilita o pagamento: a nota continua a mesma.
      </p>
      <div className="field-row">
        <SelectField
          name="pix_tipo"
          label="Tipo de chave"
          options={TYPE_OPTIONS}
          placeholder="Sem PIX"
          clears={['pix_chave']}
        />
        {asked && (
          <TextField
            name="pix_chave"
            label="Chave PIX"
            required
            maxLength={PIX_KEY_MAX}
            type={tipo === 'email' ? 'email' : tipo === 'telefone' ? 'tel' : 'text'}
            inputMode={input?.inputMode ?? 'text'}
            hint={input?.hint}
          />
        )}
      </div>
      {asked && (
        <div className="field-row">
          <TextField
            name="pix_nome"
            label="Nome de quem recebe"
            required
            maxLength={PIX_NAME_MAX}
            hint={`Até ${PIX_NAME_MAX} caracteres; no código PIX sai sem acentos.`}
          />
          <TextField
            name="pix_cidade"
            label="Cidade de quem recebe"
            required
            maxLength={PIX_CITY_MAX}
            hint={`Até ${PIX_CITY_MAX} caracteres.`}
          />
        </div>
      )}
    </fieldset>
  );
}
