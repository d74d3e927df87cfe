// Reads the TrueType faces the engine embeds (once per process) and writes each document's subset of them:
// the glyphs it draws, copied as stored, renumbered in the order the document first draws them.

/** One glyph as the subset copies it: its outline bytes and where they name other glyphs (compound glyphs). */
export interface GlyphRecord {
  /** The `glyf` entry, padded to an even length (short `loca` offsets count 2-byte words). */
  bytes: Uint8Array;
  /** Byte offsets in `bytes` of each component's glyph id, and the ids (compound glyphs only). */
  components: { offset: number; gid: number }[];
  advance: number;
  leftBearing: number;
}

// Compound glyph flags (OpenType `glyf` table).
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

/**
 * A simple glyph without its hinting instructions, padded to an even length: contours, flags and points as
 * stored. PDF viewers draw outlines unhinted (Tinos carries instructions, Arimo none), and they were half of
 * Tinos's glyph data.
 */
function withoutInstructions(stored: Uint8Array): Uint8Array {
  const contours = (stored[0]! << 8) | stored[1]!;
  const lengthAt = 10 + 2 * contours;
  const instructions = (stored[lengthAt]! << 8) | stored[lengthAt + 1]!;
  const rest = stored.subarray(lengthAt + 2 + instructions);
  const size = lengthAt + 2 + rest.length;
  const bytes = new Uint8Array(size + (size % 2));
  bytes.set(stored.subarray(0, lengthAt));
  bytes.set(rest, lengthAt + 2);
  return bytes;
}

/** The cmap subtables read, in fontkit's order of preference: Unicode full repertoire first, then BMP. */
const CMAP_PREFERENCE: readonly [number, number][] = [
  [3, 10],
  [0, 6],
  [0, 4],
  [3, 1],
  [0, 3],
];

/** A parsed TrueType (glyf) face: character map, metrics and glyph data; only ever read from. */
export class TrueTypeFace {
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly bbox: { minX: number; minY: number; maxX: number; maxY: number };
  readonly capHeight: number;
  readonly xHeight: number;
  readonly italicAngle: number;
  readonly fixedPitch: boolean;
  readonly familyClass: number;
  readonly italic: boolean;
  readonly postscriptName: string;

  private readonly view: DataView;
  private readonly tables = new Map<string, { offset: number; length: number }>();
  private readonly cmap = new Map<number, number>();
  private readonly glyphs: (GlyphRecord | undefined)[] = [];
  private readonly numGlyphs: number;
  private readonly numberOfHMetrics: number;
  private readonly longLoca: boolean;

  readonly bytes: Uint8Array;

  constructor(file: Uint8Array) {
    // A copy of its own: a Node.js Buffer may share its memory, and `slice` of one does not copy.
    const bytes = new Uint8Array(file);
    this.bytes = bytes;
    const view = new DataView(bytes.buffer);
    this.view = view;
    const numTables = view.getUint16(4);
    for (let i = 0; i < numTables; i++) {
      const at = 12 + 16 * i;
      const tag = String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
      this.tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
    }
    if (!this.tables.has('glyf')) throw new Error('not a TrueType (glyf) font');
    const head = this.offset('head');
    this.unitsPerEm = view.getUint16(head + 18);
    this.bbox = {
      minX: view.getInt16(head + 36),
      minY: view.getInt16(head + 38),
      maxX: view.getInt16(head + 40),
      maxY: view.getInt16(head + 42),
    };
    this.italic = (view.getUint16(head + 44) & 2) !== 0;
    this.longLoca = view.getInt16(head + 50) === 1;
    const hhea = this.offset('hhea');
    this.ascent = view.getInt16(hhea + 4);
    this.descent = view.getInt16(hhea + 6);
    this.numberOfHMetrics = view.getUint16(hhea + 34);
    this.numGlyphs = view.getUint16(this.offset('maxp') + 4);
    const os2 = this.offset('OS/2');
    const os2Version = view.getUint16(os2);
    this.familyClass = view.getInt16(os2 + 30);
    this.xHeight = os2Version >= 2 ? view.getInt16(os2 + 86) : 0;
    this.capHeight = os2Version >= 2 ? view.getInt16(os2 + 88) : 0;
    const post = this.offset('post');
    this.italicAngle = view.getInt32(post + 4) / 65536;
    this.fixedPitch = view.getUint32(post + 12) !== 0;
    this.postscriptName = this.readPostscriptName();
    this.readCmap();
  }

  private offset(tag: string): number {
    const table = this.tables.get(tag);
    if (!table) throw new Error(`font table ${tag} missing`);
    return table.offset;
  }

  /** The table's bytes as stored, or undefined when the face has none. */
  table(tag: string): Uint8Array | undefined {
    const table = this.tables.get(tag);
    return table && this.bytes.subarray(table.offset, table.offset + table.length);
  }

  private readPostscriptName(): string {
    const view = this.view;
    const name = this.offset('name');
    const count = view.getUint16(name + 2);
    const strings = name + view.getUint16(name + 4);
    let found = '';
    for (let i = 0; i < count; i++) {
      const at = name + 6 + 12 * i;
      const [platform, encoding, nameId] = [
        view.getUint16(at),
        view.getUint16(at + 2),
        view.getUint16(at + 6),
      ];
      if (nameId !== 6) continue;
      const length = view.getUint16(at + 8);
      const start = strings + view.getUint16(at + 10);
      let text = '';
      if (platform === 3 || platform === 0) {
        for (let j = 0; j < length; j += 2) text += String.fromCharCode(view.getUint16(start + j));
        return text;
      }
      if (platform === 1 && encoding === 0 && !found) {
        for (let j = 0; j < length; j++) text += String.fromCharCode(this.bytes[start + j]!);
        found = text;
      }
    }
    return found || 'Font';
  }

  private readCmap(): void {
    const view = this.view;
    const cmap = this.offset('cmap');
    const count = view.getUint16(cmap + 2);
    const subtables = new Map<string, number>();
    for (let i = 0; i < count; i++) {
      const at = cmap + 4 + 8 * i;
      subtables.set(`${view.getUint16(at)},${view.getUint16(at + 2)}`, cmap + view.getUint32(at + 4));
    }
    for (const [platform, encoding] of CMAP_PREFERENCE) {
      const at = subtables.get(`${platform},${encoding}`);
      if (at === undefined) continue;
      const format = view.getUint16(at);
      if (format === 12 || format === 4) {
        if (format === 12) this.readCmap12(at);
        else this.readCmap4(at);
        return;
      }
    }
    throw new Error('no Unicode cmap (format 4 or 12) in font');
  }

  private readCmap4(at: number): void {
    const view = this.view;
    const segments = view.getUint16(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const rangeOffsets = deltas + 2 * segments;
    for (let s = 0; s < segments; s++) {
      const end = view.getUint16(ends + 2 * s);
      const start = view.getUint16(starts + 2 * s);
      const delta = view.getInt16(deltas + 2 * s);
      const rangeOffset = view.getUint16(rangeOffsets + 2 * s);
      for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
        let gid: number;
        if (rangeOffset === 0) gid = (cp + delta) & 0xffff;
        else {
          const glyphAt = rangeOffsets + 2 * s + rangeOffset + 2 * (cp - start);
          gid = view.getUint16(glyphAt);
          if (gid !== 0) gid = (gid + delta) & 0xffff;
        }
        if (gid !== 0) this.cmap.set(cp, gid);
      }
    }
  }

  private readCmap12(at: number): void {
    const view = this.view;
    const groups = view.getUint32(at + 12);
    for (let g = 0; g < groups; g++) {
      const group = at + 16 + 12 * g;
      const start = view.getUint32(group);
      const end = view.getUint32(group + 4);
      const first = view.getUint32(group + 8);
      for (let cp = start; cp <= end; cp++) this.cmap.set(cp, first + cp - start);
    }
  }

  /** The glyph drawing `codePoint`, or 0 (.notdef) when the face has none. */
  glyphId(codePoint: number): number {
    return this.cmap.get(codePoint) ?? 0;
  }

  /** Advance width of a glyph in font units. */
  advance(gid: number): number {
    const index = Math.min(gid, this.numberOfHMetrics - 1);
    return this.view.getUint16(this.offset('hmtx') + 4 * index);
  }

  private leftBearing(gid: number): number {
    const hmtx = this.offset('hmtx');
    if (gid < this.numberOfHMetrics) return this.view.getInt16(hmtx + 4 * gid + 2);
    return this.view.getInt16(hmtx + 4 * this.numberOfHMetrics + 2 * (gid - this.numberOfHMetrics));
  }

  /** The glyph's data and metrics, read once per process. */
  glyph(gid: number): GlyphRecord {
    if (gid < 0 || gid >= this.numGlyphs) gid = 0;
    let record = this.glyphs[gid];
    if (!record) {
      record = this.readGlyph(gid);
      this.glyphs[gid] = record;
    }
    return record;
  }

  private readGlyph(gid: number): GlyphRecord {
    const view = this.view;
    const loca = this.offset('loca');
    const [start, end] = this.longLoca
      ? [view.getUint32(loca + 4 * gid), view.getUint32(loca + 4 * gid + 4)]
      : [view.getUint16(loca + 2 * gid) * 2, view.getUint16(loca + 2 * gid + 2) * 2];
    const glyf = this.offset('glyf');
    const stored = this.bytes.subarray(glyf + start, glyf + end);
    const components: GlyphRecord['components'] = [];
    let bytes: Uint8Array;
    if (stored.length < 10) bytes = new Uint8Array(0);
    else if (view.getInt16(glyf + start) >= 0) bytes = withoutInstructions(stored);
    else {
      // A compound glyph: a list of components, each a flags word, a glyph id, offsets and a transform.
      let at = 10;
      let flags: number;
      do {
        flags = (stored[at]! << 8) | stored[at + 1]!;
        components.push({ offset: at + 2, gid: (stored[at + 2]! << 8) | stored[at + 3]! });
        at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
        if (flags & WE_HAVE_A_SCALE) at += 2;
        else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
        else if (flags & WE_HAVE_A_TWO_BY_TWO) at += 8;
      } while (flags & MORE_COMPONENTS);
      // Without the instructions that may follow the last component (the last flags word says so).
      bytes = new Uint8Array(at + (at % 2));
      bytes.set(stored.subarray(0, at));
      const last = components[components.length - 1]!.offset - 2;
      bytes[last] = bytes[last]! & ~(WE_HAVE_INSTRUCTIONS >> 8);
    }
    return { bytes, components, advance: this.advance(gid), leftBearing: this.leftBearing(gid) };
  }
}

/**
 * One byte inside a PDF literal string: the delimiters and the backslash escaped, and a carriage return too,
 * which a reader would otherwise take as an end of line and read as a line feed (ISO 32000 7.3.4.2).
 */
function literalByte(byte: number): string {
  if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`;
  if (byte === 0x0d) return '\\r';
  return String.fromCharCode(byte);
}

/**
 * Tables a PDF viewer needs of an embedded TrueType font (ISO 32000 9.9), without the hinting programs (`cvt `,
 * `fpgm`, `prep`): the glyphs carry no instructions that would call them.
 */
const SUBSET_TABLES = ['glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp'] as const;

/**
 * One document's subset of a face. Glyph 0 is .notdef; each character gets the next glyph number the first
 * time it is drawn (its code in the content stream, 2 bytes), and the parts of compound glyphs follow at the
 * end. Two characters the face draws with one glyph get a copy each, so that each copies out as itself.
 */
export class FontSubset {
  /** The face's glyph id of each subset glyph, and the character it prints (none for .notdef and parts). */
  private readonly entries: { gid: number; text?: string }[] = [{ gid: 0 }];
  private readonly codes = new Map<string, number>();
  /** Codes of basic-plane characters by code unit: the lookup of every character of every render. */
  private readonly basicCodes: number[] = [];
  /** Each code as four hexadecimal digits, and as its two bytes inside a literal string (escaped). */
  private readonly hexOf: string[] = ['0000'];
  private readonly bytesOf: string[] = [literalByte(0) + literalByte(0)];
  private readonly byGlyph = new Map<number, number>([[0, 0]]);
  /** Characters drawn (entries 1 to `drawn`); compound glyphs' parts come after them. */
  private drawn = 0;

  constructor(readonly face: TrueTypeFace) {}

  /** The hexadecimal codes (four digits per character) that draw `text`. */
  hex(text: string): string {
    return this.encode(text, this.hexOf);
  }

  /**
   * The codes that draw `text` as a PDF literal string, `(…)`: two bytes a character where hexadecimal takes
   * four, so a page's content is about half as long to build and to deflate.
   */
  literal(text: string): string {
    return `(${this.encode(text, this.bytesOf)})`;
  }

  private encode(text: string, table: readonly string[]): string {
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      let code = this.basicCodes[unit];
      if (code === undefined) {
        const next = text.charCodeAt(i + 1);
        const pair = unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
        const ch = pair ? text.slice(i, i + 2) : text[i]!;
        code = this.codes.get(ch);
        if (code === undefined) {
          code = this.add(ch);
          this.codes.set(ch, code);
        }
        if (pair) i++;
        else this.basicCodes[unit] = code;
      }
      out += table[code];
    }
    return out;
  }

  private add(ch: string): number {
    const gid = this.face.glyphId(ch.codePointAt(0)!);
    if (gid === 0) return 0;
    this.entries.push({ gid, text: ch });
    const code = ++this.drawn;
    if (!this.byGlyph.has(gid)) this.byGlyph.set(gid, code);
    this.hexOf[code] = code.toString(16).padStart(4, '0');
    this.bytesOf[code] = literalByte(code >> 8) + literalByte(code & 0xff);
    return code;
  }

  /** Advance widths of the drawn glyphs (1 to n) in thousandths of the font size, as the PDF `W` array. */
  widths(): number[] {
    const scale = 1000 / this.face.unitsPerEm;
    const out: number[] = [];
    for (let i = 1; i <= this.drawn; i++) out.push(this.face.advance(this.entries[i]!.gid) * scale);
    return out;
  }

  /** The ToUnicode CMap: each drawn glyph's character, for copying and searching. */
  toUnicode(): string {
    const hex4 = (n: number) => n.toString(16).padStart(4, '0');
    const lines: string[] = [];
    for (let i = 1; i <= this.drawn; i++) {
      const text = this.entries[i]!.text!;
      let units = '';
      for (let j = 0; j < text.length; j++) units += hex4(text.charCodeAt(j));
      lines.push(`<${hex4(i)}> <${units}>`);
    }
    // bfchar sections hold at most 100 entries each (CMap specification, Adobe technical note 5411).
    const sections: string[] = [];
    for (let i = 0; i < lines.length; i += 100) {
      const part = lines.slice(i, i + 100);
      sections.push(`${part.length} beginbfchar\n${part.join('\n')}\nendbfchar\n`);
    }
    return (
      '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo <<\n  /Registry (Adobe)\n' +
      '  /Ordering (UCS)\n  /Supplement 0\n>> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n' +
      `1 begincodespacerange\n<0000><ffff>\nendcodespacerange\n${sections.join('')}` +
      'endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend'
    );
  }

  /** The subset as a TrueType font program (the PDF's FontFile2). */
  fontProgram(): Uint8Array {
    const face = this.face;
    // Every glyph, then the parts of compound glyphs not drawn on their own (the list grows as it is read).
    const entries = this.entries.slice();
    const byGlyph = new Map(this.byGlyph);
    const glyphs: Uint8Array[] = [];
    for (let i = 0; i < entries.length; i++) {
      const record = face.glyph(entries[i]!.gid);
      let bytes = record.bytes;
      if (record.components.length > 0) {
        bytes = bytes.slice();
        for (const { offset, gid } of record.components) {
          let index = byGlyph.get(gid);
          if (index === undefined) {
            index = entries.length;
            entries.push({ gid });
            byGlyph.set(gid, index);
          }
          bytes[offset] = index >> 8;
          bytes[offset + 1] = index & 0xff;
        }
      }
      glyphs.push(bytes);
    }
    const count = glyphs.length;
    let glyfLength = 0;
    for (const bytes of glyphs) glyfLength += bytes.length;
    const shortLoca = glyfLength < 0x20000;

    const tables = new Map<string, Uint8Array>();
    const glyf = new Uint8Array(glyfLength);
    const loca = new Uint8Array((count + 1) * (shortLoca ? 2 : 4));
    const locaView = new DataView(loca.buffer);
    const hmtx = new Uint8Array(4 * count);
    const hmtxView = new DataView(hmtx.buffer);
    let at = 0;
    glyphs.forEach((bytes, i) => {
      if (shortLoca) locaView.setUint16(2 * i, at / 2);
      else locaView.setUint32(4 * i, at);
      glyf.set(bytes, at);
      at += bytes.length;
      const record = face.glyph(entries[i]!.gid);
      hmtxView.setUint16(4 * i, record.advance);
      hmtxView.setInt16(4 * i + 2, record.leftBearing);
    });
    if (shortLoca) locaView.setUint16(2 * count, at / 2);
    else locaView.setUint32(4 * count, at);
    tables.set('glyf', glyf);
    tables.set('loca', loca);
    tables.set('hmtx', hmtx);
    const head = new Uint8Array(face.table('head')!);
    const headView = new DataView(head.buffer);
    headView.setUint32(8, 0);
    headView.setInt16(50, shortLoca ? 0 : 1);
    tables.set('head', head);
    const hhea = new Uint8Array(face.table('hhea')!);
    new DataView(hhea.buffer).setUint16(34, count);
    tables.set('hhea', hhea);
    const maxp = new Uint8Array(face.table('maxp')!);
    new DataView(maxp.buffer).setUint16(4, count);
    tables.set('maxp', maxp);
    return writeFont(tables);
  }
}

/** The sum of a table's 4-byte words (OpenType checksum); `bytes` padded with zeros to a multiple of 4. */
function checksum(bytes: Uint8Array, start: number, length: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  let sum = 0;
  const end = start + length;
  for (let i = start; i < end; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** The font file: table directory (tags sorted), then each table at a 4-byte boundary. */
function writeFont(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = SUBSET_TABLES.filter((tag) => tables.has(tag));
  const n = tags.length;
  const directory = 12 + 16 * n;
  let size = directory;
  for (const tag of tags) size += (tables.get(tag)!.length + 3) & ~3;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(n));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, n);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, n * 16 - power * 16);
  let at = directory;
  let headAt = 0;
  tags.forEach((tag, i) => {
    const table = tables.get(tag)!;
    out.set(table, at);
    const entry = 12 + 16 * i;
    for (let c = 0; c < 4; c++) out[entry + c] = tag.charCodeAt(c);
    view.setUint32(entry + 4, checksum(out, at, (table.length + 3) & ~3));
    view.setUint32(entry + 8, at);
    view.setUint32(entry + 12, table.length);
    if (tag === 'head') headAt = at;
    at += (table.length + 3) & ~3;
  });
  view.setUint32(headAt + 8, (0xb1b0afba - checksum(out, 0, size)) >>> 0);
  return out;
}
