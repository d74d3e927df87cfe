// The wording blocks every contract is built of: a numbered clause and the two witnesses' signature lines.
import type { DocumentBlock, Signer } from './blocks';

/** A numbered clause: its heading, then its paragraphs. */
export function clause(n: number, title: string, ...paragraphs: string[]): DocumentBlock[] {
  return [
    { type: 'heading', text: `CLÁUSULA ${n}ª – ${title}`, spaceBeforeMm: 2 },
    ...paragraphs.map((text): DocumentBlock => ({ type: 'paragraph', text })),
  ];
}

const witness = (k: number): Signer => ({
  lines: [`**Testemunha ${k}**`, 'Nome: ______________________', 'CPF: _______________________'],
});

/** Two witnesses side by side, each with a line for the name and one for the CPF. */
export const WITNESSES: DocumentBlock = { type: 'signature', signers: [witness(1), witness(2)] };
