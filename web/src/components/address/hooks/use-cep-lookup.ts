// Per-field CEP lookup state (idle, "Buscando...", filled, error) with a debounce chosen by each page;
// addresses come through the query cache (`fetchCepAddress`); a newer lookup or leaving the page aborts the
// one in flight.
import { onlyDigits } from '@shared/format/cpf-cnpj';
import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRuntimeConfig } from '@/lib/app-services';
import {
  type CepAddress,
  CepLookupError,
  cepQueryKey,
  createCepLookup,
  fetchCepAddress,
} from '../api/cep-lookup';

/** What a CEP field says about its lookup (spec part 1 §8, part 2 §5): the CEP's own fault, or a failure. */
export const CEP_FIELD_MESSAGES = {
  notFound: 'CEP não encontrado',
  invalid: 'CEP inválido',
  failed: 'Falha ao buscar CEP',
} as const;

/**
 * The services' own messages ("Falha ao consultar fallback", ...) say which service failed, which is for the
 * log; the field says only whether the CEP is wrong or the lookup failed.
 */
function fieldMessage(error: unknown): string {
  const own: readonly string[] = [CEP_FIELD_MESSAGES.notFound, CEP_FIELD_MESSAGES.invalid];
  return error instanceof CepLookupError && own.includes(error.message)
    ? error.message
    : CEP_FIELD_MESSAGES.failed;
}

export type CepLookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'filled'; address: CepAddress }
  | { status: 'error'; message: string };

export interface UseCepLookupOptions {
  /** Wait after typing before looking up (spec: 450–600 ms depending on the page). */
  debounceMs: number;
  onFound: (address: CepAddress) => void;
}

export function useCepLookup({ debounceMs, onFound }: UseCepLookupOptions) {
  const config = useRuntimeConfig();
  const queryClient = useQueryClient();
  const services = `${config.viaCepBaseUrl}|${config.brasilApiBaseUrl}`;
  const lookup = useMemo(
    () => createCepLookup({ viaCepBaseUrl: config.viaCepBaseUrl, brasilApiBaseUrl: config.brasilApiBaseUrl }),
    [config.viaCepBaseUrl, config.brasilApiBaseUrl],
  );
  const [state, setState] = useState<CepLookupState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const lastDigits = useRef('');
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    if (inFlight.current) {
      inFlight.current.abort();
      void queryClient.cancelQueries({ queryKey: cepQueryKey(services, lastDigits.current), exact: true });
    }
    inFlight.current = null;
  }, [queryClient, services]);

  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    async (digits: string) => {
      cancel();
      const controller = new AbortController();
      inFlight.current = controller;
      lastDigits.current = digits;
      setState({ status: 'loading' });
      try {
        let address: CepAddress;
        try {
          address = await fetchCepAddress(queryClient, lookup, services, digits);
        } catch (err) {
          // Another field's newer lookup cancelled the one this field shared: ask again.
          if (!isCancelledError(err) || controller.signal.aborted) throw err;
          address = await fetchCepAddress(queryClient, lookup, services, digits);
        }
        if (controller.signal.aborted) return;
        setState({ status: 'filled', address });
        onFoundRef.current(address);
      } catch (err) {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: fieldMessage(err) });
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [cancel, lookup, queryClient, services],
  );

  /** On every change of the field: looks up after the debounce once 8 digits are typed. */
  const onCepChange = useCallback(
    (value: string) => {
      const digits = onlyDigits(value);
      clearTimeout(timer.current);
      if (digits.length !== 8) {
        cancel();
        lastDigits.current = '';
        setState({ status: 'idle' });
        return;
      }
      if (digits === lastDigits.current) return;
      timer.current = setTimeout(() => void run(digits), debounceMs);
    },
    [cancel, debounceMs, run],
  );

  /** On blur or the "Buscar CEP" button: looks up at once; an incomplete CEP is "CEP inválido". */
  const lookupNow = useCallback(
    (value: string, options: { force?: boolean } = {}) => {
      const digits = onlyDigits(value);
      if (digits.length === 0) return;
      if (digits.length !== 8) {
        cancel();
        setState({ status: 'error', message: CEP_FIELD_MESSAGES.invalid });
        return;
      }
      if (!options.force && digits === lastDigits.current) return;
      void run(digits);
    },
    [cancel, run],
  );

  return { state, onCepChange, lookupNow };
}
