// A server `DocumentKind` from the kind's manifest (shared/kinds: its id, prefix, price key, name, list names and
// whether visitors may make it) and the rules only the server has (schemas, checks, payment rules).
import type { KindManifest } from '@shared/kinds';
import type { PriceKey } from '@shared/prices/prices';
import type { DocumentKind } from './document-kind';

/** What a kind's server module adds to its manifest. */
export type KindRules = Omit<
  DocumentKind,
  'kind' | 'referencePrefix' | 'priceKey' | 'description' | 'summary' | 'anonymous'
>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function kindFromManifest(manifest: KindManifest, rules: KindRules): DocumentKind {
  const { titular, dependente } = manifest.summary;
  return {
    kind: manifest.id,
    referencePrefix: manifest.referencePrefix,
    priceKey: manifest.price.key as PriceKey,
    description: manifest.labels.singular,
    summary: (form) => ({ titular: text(form[titular]), dependente: text(form[dependente]) }),
    ...(manifest.anonymous ? { anonymous: true } : {}),
    ...rules,
  };
}
