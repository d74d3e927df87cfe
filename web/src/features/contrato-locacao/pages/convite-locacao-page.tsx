// The rental contract's invitee page (issue 44): the tenant's, the guarantor's or the spouse's own section,
// with the owner's page's fields, masks, checks and messages (the same section components and resolver,
// refusals kept to that party's fields), beside the watermarked preview of the whole contract (other people's
// CPF and RG masked by the server). `/convite` (components/invitation) opens it for a rental invitation.
import { LOCACAO_INVITABLE_PARTIES } from '@shared/documents/contrato-locacao/invitable-parties';
import {
  type ContratoLocacaoForm,
  contratoLocacaoDraftSchema,
} from '@shared/documents/contrato-locacao/schema';
import { contratoLocacaoPreview } from '@shared/documents/contrato-locacao/text';
import { useDeferredValue, useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { type InviteeKindProps, InviteeLayout } from '@/components/invitation/invitee-page';
import { maskedOthers, useInviteeForm } from '@/components/invitation/use-invitee-editor';
import { formFromStored } from '../api/contrato-api';
import { FiadorConjugeSection, FiadorSection, PartySection } from '../components/parte-section';
import { contratoResolver, fieldElementId } from '../contrato-fields';
import '../contrato-locacao.css';

const resolver = ((values) => contratoResolver(values)) as Resolver<
  ContratoLocacaoForm,
  unknown,
  ContratoLocacaoForm
>;

export function ConviteLocacaoPage({ invite, client, onInvalid }: InviteeKindProps) {
  const { party, methods, form, editor } = useInviteeForm({
    parties: LOCACAO_INVITABLE_PARTIES,
    invite,
    client,
    onInvalid,
    resolver,
    draftSchema: contratoLocacaoDraftSchema,
    formFromStored,
    idOf: fieldElementId,
    reValidateMode: 'onSubmit',
  });
  // The preview (with up to 120 receipts) follows the typing without holding it up.
  const previewed = useDeferredValue(form);
  const masked = useMemo(() => maskedOthers(invite, party.fields), [invite, party]);
  const blocks = useMemo(() => contratoLocacaoPreview({ ...previewed, ...masked }), [previewed, masked]);
  return (
    <InviteeLayout
      invite={invite}
      editor={editor}
      methods={methods}
      idOf={fieldElementId}
      documentName="Contrato de Locação"
      partyName={party.shortLabel}
      preview={{ blocks, label: 'Prévia do contrato' }}
    >
      {party.id === 'locatario' && <PartySection party="locatario" />}
      {party.id === 'fiador' && <FiadorSection />}
      {party.id === 'fiador_conjuge' && <FiadorConjugeSection />}
    </InviteeLayout>
  );
}
