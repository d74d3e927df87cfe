// PIX copy-and-paste codes ("BR Code", EMV merchant-presented QR) for the local Mercado Pago stand-in: TLV
// fields as the Banco Central's manual lays them out, closed by a CRC16-CCITT (poly 0x1021, init 0xFFFF).

/** CRC16-CCITT-FALSE over the UTF-8 bytes, as four upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function tlv(id: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new Error(`BR Code field ${id} longer than 99 bytes`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

// Names and cities travel without accents in BR Codes.
function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .trim()
    .slice(0, max);
}

export interface PixBrCodeInput {
  /** The receiver's PIX key (random key, e-mail, phone, CPF/CNPJ). */
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  amountCents?: number;
  /** Transaction id, up to 25 letters and digits; `***` when absent. */
  txid?: string;
  /** Point of initiation 12: the code is meant for one payment. */
  singleUse?: boolean;
}

export function buildPixBrCode(input: PixBrCodeInput): string {
  const txid = (input.txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const fields = [
    tlv('00', '01'),
    input.singleUse ? tlv('01', '12') : '',
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', input.pixKey)),
    tlv('52', '0000'),
    tlv('53', '986'),
    input.amountCents !== undefined ? tlv('54', (input.amountCents / 100).toFixed(2)) : '',
    tlv('58', 'BR'),
    tlv('59', plain(input.merchantName, 25) || 'N'),
    tlv('60', plain(input.merchantCity, 15) || 'N'),
    tlv('62', tlv('05', txid)),
  ].join('');
  const withCrcHeader = `${fields}6304`;
  return withCrcHeader + crc16Ccitt(withCrcHeader);
}

export type BrCodeFields = Map<string, string>;

/** Reads the top-level TLV fields and checks the CRC; throws on a malformed or tampered code. */
export function parsePixBrCode(code: string): BrCodeFields {
  const fields: BrCodeFields = new Map();
  let i = 0;
  while (i < code.length) {
    const id = code.slice(i, i + 2);
    const len = Number(code.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(len) || i + 4 + len > code.length) {
      throw new Error('BR Code malformed');
    }
    fields.set(id, code.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  const crc = fields.get('63');
  if (!crc || !code.endsWith(`6304${crc}`) || crc16Ccitt(code.slice(0, -4)) !== crc) {
    throw new Error('BR Code CRC mismatch');
  }
  return fields;
}

/** The nested TLV fields of a template field such as 26 or 62. */
export function parseTlv(value: string): BrCodeFields {
  const fields: BrCodeFields = new Map();
  let i = 0;
  while (i + 4 <= value.length) {
    const len = Number(value.slice(i + 2, i + 4));
    fields.set(value.slice(i, i + 2), value.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return fields;
}
