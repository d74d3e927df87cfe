// The framed "Próximos passos" that closes the vehicle sale contract (issue 19 item 5): the notarised signature
// where the DETRAN requires it, the buyer's 30 days to transfer (CTB art. 123 §1) and the seller's communication
// of sale (CTB art. 134). The power of attorney has its own guidance page, in its parties' roles (issue 39).
import type { BoxBlock } from './blocks';
import { NB } from './declaration-text';

export const VEHICLE_NEXT_STEPS_TITLE = 'Próximos passos';

/** `signature`: whose signature is notarised (the document's own words); `more`: the document's own steps. */
export function vehicleNextStepsBox(signature: string, more: readonly string[] = []): BoxBlock {
  return {
    type: 'box',
    title: VEHICLE_NEXT_STEPS_TITLE,
    spaceBeforeMm: 4,
    paragraphs: [
      `1. **Reconhecimento de firma por autenticidade** ${signature} em cartório, onde o DETRAN o exigir.`,
      '2. **Comprador(a):** transferir o veículo para o seu nome no DETRAN em até **30 dias** ' +
        `(CTB, art.${NB}123, §${NB}1º).`,
      // Art. 134 as Lei 14.071/2020 worded it: 60 days (the contract's clause cites the law; this box stays short
      // enough for the power of attorney's single page).
      `3. **Vendedor(a):** comunicar a venda ao DETRAN em até **60 dias** (CTB, art.${NB}134); sem ela, ` +
        'responde solidariamente pelas multas até a comunicação.',
      ...more.map((step, i) => `${i + 4}. ${step}`),
    ],
  };
}
