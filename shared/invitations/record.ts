// Issue 44 item 4: the PDF says who supplied what. After the signatures, one line per party who confirmed their
// own section through an invitation, in Brazil's time: "Dados do(a) LOCATÁRIO(A) informados e confirmados
// pelo(a) próprio(a) em 12/12/2026, às 14:03". The verification record keeps the same lines.
import type { DocumentBlock } from '../documents/blocks';
import { partiesOf } from './registry';

/** What the lines are drawn from: each party's invitation as stored (state and confirmation instant in ms). */
export type ConfirmationRecords = Readonly<
  Record<string, { state: string; confirmed_at?: number | null } | undefined>
>;

const WHEN = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "12/12/2026, às 14:03" in America/Sao_Paulo. */
export function confirmationTime(ms: number): string {
  const part = (type: string) => WHEN.formatToParts(new Date(ms)).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}, às ${part('hour')}:${part('minute')}`;
}

/** The record's lines of `kind`, in the order of its parties; none when nobody confirmed. */
export function confirmationLines(kind: string, records: ConfirmationRecords | undefined): string[] {
  if (!records) return [];
  return partiesOf(kind).flatMap((party) => {
    const record = records[party.id];
    if (record?.state !== 'confirmado' || !record.confirmed_at) return [];
    return [
      `Dados do(a) ${party.label} informados e confirmados pelo(a) próprio(a) em ${confirmationTime(record.confirmed_at)}`,
    ];
  });
}

/** `blocks` with the lines after the last signature block (the witnesses'); unchanged without lines. */
export function withConfirmationLines(
  blocks: readonly DocumentBlock[],
  lines: readonly string[] | undefined,
): DocumentBlock[] {
  if (!lines || lines.length === 0) return [...blocks];
  let last = -1;
  blocks.forEach((block, index) => {
    if (block.type === 'signature') last = index;
  });
  const record: DocumentBlock[] = lines.map((text, i) => ({
    type: 'paragraph',
    text: `${text}.`,
    ...(i === 0 ? { spaceBeforeMm: 4 } : {}),
  })) as DocumentBlock[];
  const at = last === -1 ? blocks.length : last + 1;
  return [...blocks.slice(0, at), ...record, ...blocks.slice(at)];
}
