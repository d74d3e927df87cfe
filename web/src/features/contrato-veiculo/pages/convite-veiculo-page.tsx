// The vehicle sale contract's invitee page (issue 44): the buyer's own section with the owner's page's fields,
// masks, checks and messages (the same section component and schema, refusals kept to the buyer's fields),
// beside the watermarked preview of the whole contract (the seller's CPF and RG masked by the server).

import { zodResolver } from '@hookform/resolvers/zod';
import { VEICULO_INVITABLE_PARTIES } from '@shared/documents/contrato-veiculo/invitable-parties';
import {
  type ContratoVeiculoForm,
  contratoVeiculoDraftSchema,
  contratoVeiculoFinalSchema,
  visibleContratoVeiculo,
} from '@shared/documents/contrato-veiculo/schema';
import { contratoVeiculoPreview } from '@shared/documents/contrato-veiculo/text';
import { useCallback, useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { useHiddenCleared } from '@/components/form/use-hidden-cleared';
import { type InviteeKindProps, InviteeLayout } from '@/components/invitation/invitee-page';
import { maskedOthers, useInviteeForm } from '@/components/invitation/use-invitee-editor';
import { formFromStored } from '../api/contrato-veiculo-api';
import { PartySection } from '../components/party-section';
import { fieldElementId } from '../contrato-veiculo-fields';
import '../contrato-veiculo.css';

// The owner's page's check; the model year's bound is read at each check.
const resolver = ((values, context, options) =>
  zodResolver(contratoVeiculoFinalSchema())(values, context, options as never)) as Resolver<
  ContratoVeiculoForm,
  unknown,
  ContratoVeiculoForm
>;

export function ConviteVeiculoPage({ invite, client, onInvalid }: InviteeKindProps) {
  const { party, methods, form, editor } = useInviteeForm({
    parties: VEICULO_INVITABLE_PARTIES,
    invite,
    client,
    onInvalid,
    resolver,
    draftSchema: contratoVeiculoDraftSchema,
    formFromStored,
    idOf: fieldElementId,
    reValidateMode: 'onChange',
  });
  // What the buyer's choice of person or company hides is blanked at once, as on the owner's page (issue 39);
  // only the buyer's own fields, the ones this save may send.
  const owns = useCallback((field: string) => party.fields.includes(field), [party]);
  useHiddenCleared(methods, form, visibleContratoVeiculo, owns);
  const masked = useMemo(() => maskedOthers(invite, party.fields), [invite, party]);
  const blocks = useMemo(() => contratoVeiculoPreview({ ...form, ...masked }), [form, masked]);
  return (
    <InviteeLayout
      invite={invite}
      editor={editor}
      methods={methods}
      idOf={fieldElementId}
      documentName="Contrato de Compra e Venda de Veículo"
      partyName={party.shortLabel}
      preview={{ blocks, label: 'Prévia do contrato' }}
    >
      <PartySection party="comprador" />
    </InviteeLayout>
  );
}
