// Declares a manifest keeping its literal values as types, so ids, page keys and price keys become unions.
import type { KindManifest } from './types';

export function defineKind<const M extends KindManifest>(manifest: M): M {
  return manifest;
}
