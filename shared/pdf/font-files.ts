// The TrueType files the engine embeds, read once per process on the first render (never at module load):
// Arimo and Tinos (SIL Open Font License 1.1), metric twins of Helvetica and Times with Latin-1, Latin
// Extended-A and -B, Vietnamese, Greek and Cyrillic. In a Lambda bundle they lie in `fonts/` beside it
// (copied at bundling, `infra/lambda-bundling.ts`); anywhere else they are read from node_modules.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename } from 'node:path';

export type FontFamily = 'sans' | 'serif';
export type FontStyle = 'regular' | 'bold' | 'italic';

/** The package path of each face (the packages ship every weight; only these are used). */
export const FONT_FILES: Record<FontFamily, Record<FontStyle, string>> = {
  sans: {
    regular: '@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf',
    bold: '@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf',
    italic: '@expo-google-fonts/arimo/400Regular_Italic/Arimo_400Regular_Italic.ttf',
  },
  serif: {
    regular: '@expo-google-fonts/tinos/400Regular/Tinos_400Regular.ttf',
    bold: '@expo-google-fonts/tinos/700Bold/Tinos_700Bold.ttf',
    italic: '@expo-google-fonts/tinos/400Regular_Italic/Tinos_400Regular_Italic.ttf',
  },
};

/** Every face file, for the bundler to copy beside a bundle that renders PDFs. */
export const ALL_FONT_FILES: readonly string[] = Object.values(FONT_FILES).flatMap((faces) =>
  Object.values(faces),
);

/** The folder beside a Lambda bundle that holds the faces (flat, by file name). */
export const BUNDLED_FONTS_DIR = 'fonts';

const loaded = new Map<string, Promise<Uint8Array>>();

async function read(file: string): Promise<Uint8Array> {
  try {
    return await readFile(new URL(`./${BUNDLED_FONTS_DIR}/${basename(file)}`, import.meta.url));
  } catch {
    return readFile(createRequire(import.meta.url).resolve(file));
  }
}

/** The bytes of one face, read once. */
export function fontBytes(family: FontFamily, style: FontStyle): Promise<Uint8Array> {
  const file = FONT_FILES[family][style];
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = read(file);
    loaded.set(file, bytes);
    // A failed read is tried again by the next render rather than remembered.
    bytes.catch(() => loaded.delete(file));
  }
  return bytes;
}
