// What the issuer of promissory notes must still do (issue 39 item 4): one text for the page and for the last
// sheet of the batch's PDF, which says it is no part of the notes.
import { NB } from '../declaration-text';
import { signingGuidance } from '../signing-guidance';

export const PROMISSORIA_NEXT_STEPS_TITLE =
  'Próximos passos (orientações: esta folha não faz parte das notas promissórias)';

/**
 * The steps, `**bold**` markers for the PDF. The law cited: a note signed with blanks may be completed by a
 * holder in good faith (Súmula 387 do STF); the payer may demand the note itself, with the discharge, when paying
 * (Lei Uniforme, Decreto 57.663/1966, art. 39, applied to notes by art. 77); the creditor's handing back of the
 * title makes payment presumed (Código Civil, art. 324). A note needs no witnesses nor notarised signature to be
 * enforced (CPC, art. 784, I).
 */
export const PROMISSORIA_NEXT_STEPS: readonly string[] = [
  '**Nunca assine uma nota com espaços em branco.** Confira valor, vencimento, beneficiário e datas antes ' +
    `de assinar: uma nota assinada em branco pode ser completada por quem a tiver (Súmula${NB}387 do STF).`,
  'Recorte as notas pelas linhas tracejadas e assine cada uma à mão, no campo “Assinatura do emitente”. A ' +
    'nota não precisa de testemunhas nem de firma reconhecida para valer.',
  ...signingGuidance('promissoria'),
  '**A cada parcela paga, pegue de volta a nota original daquela parcela**, com a quitação no verso ' +
    `(Lei Uniforme, Decreto nº${NB}57.663/1966, arts.${NB}39 e 77). Enquanto a nota estiver com o credor, ele ` +
    'pode cobrá-la ou passá-la adiante; a nota devolvida faz presumir o pagamento (Código Civil, ' +
    `art.${NB}324).`,
  // Issue 43 item 3: the stub's code is a way to pay, nothing more; what discharges the note stays the step above.
  '**Se você informou uma chave PIX**, cada nota traz no canhoto (à esquerda, fora da nota) um código PIX com o ' +
    'valor da parcela, para o emitente pagar pelo app do banco. O código só facilita o pagamento: não muda a ' +
    'nota nem a quita sozinho. Confira no app o nome de quem recebe antes de pagar, guarde o comprovante e ' +
    'peça a nota original de volta.',
  'Guarde uma cópia de cada nota entregue e os comprovantes de pagamento até receber todas de volta.',
];
