// A zod schema built on its first use. Every Lambda bundle holds every kind's schema module (the kinds
// registry), and building them all at module load was about a third of a cold start; with this a route builds
// only the schemas it uses, and a page only those of the form it shows.
import type * as z from 'zod';

/**
 * The schema `build` returns, made when it is first read. Property reads, `in` and `instanceof` reach the built
 * schema (zod, `zodResolver` and callers see no difference); listing its own keys does not.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  let built: T | undefined;
  const schema = () => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    has: (_target, key) => Reflect.has(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
