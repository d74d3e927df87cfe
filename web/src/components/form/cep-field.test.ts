// What the CEP field says under its input: a malformed CEP is an error; a CEP the services do not know and
// services out of reach only a notice, the address typed by hand.
import { describe, expect, it } from 'vitest';
import { CEP_FIELD_MESSAGES } from '@/components/address/hooks/use-cep-lookup';
import { cepFieldMessage } from './cep-field';

const HINT = ' Você pode preencher o endereço manualmente.';

describe('cepFieldMessage', () => {
  it('makes unreachable services a notice with the manual-address hint, not an error', () => {
    // Prepare
    const state = { status: 'error', message: CEP_FIELD_MESSAGES.failed } as const;

    // Act
    const message = cepFieldMessage(state);

    // Assess
    expect(message).toEqual({ tone: 'notice', text: 'Falha ao buscar CEP', hint: HINT });
  });

  it('makes "CEP não encontrado" a notice with the hint (a rural CEP is typed by hand), "CEP inválido" an error', () => {
    // Act
    const notFound = cepFieldMessage({ status: 'error', message: CEP_FIELD_MESSAGES.notFound });
    const invalid = cepFieldMessage({ status: 'error', message: CEP_FIELD_MESSAGES.invalid });

    // Assess
    expect(notFound).toEqual({ tone: 'notice', text: 'CEP não encontrado', hint: HINT });
    expect(invalid).toEqual({ tone: 'error', text: 'CEP inválido', hint: null });
  });

  it("shows the page's own message as an error, over a lookup that only failed to reach the services", () => {
    // Prepare
    const pageError = 'Verifique o CEP da empresa';

    // Act
    const alone = cepFieldMessage({ status: 'idle' }, pageError);
    const overFailure = cepFieldMessage({ status: 'error', message: CEP_FIELD_MESSAGES.failed }, pageError);
    const underWrongCep = cepFieldMessage(
      { status: 'error', message: CEP_FIELD_MESSAGES.invalid },
      pageError,
    );

    // Assess
    expect(alone).toEqual({ tone: 'error', text: pageError, hint: null });
    expect(overFailure).toEqual({ tone: 'error', text: pageError, hint: null });
    expect(underWrongCep).toMatchObject({ tone: 'error', text: 'CEP inválido' });
  });

  it('says nothing while idle, looking up or filled', () => {
    // Act
    const states = [
      cepFieldMessage({ status: 'idle' }),
      cepFieldMessage({ status: 'loading' }),
      cepFieldMessage({
        status: 'filled',
        address: {
          cep: '01310100',
          uf: 'SP',
          cidade: 'São Paulo',
          endereco: 'Avenida Paulista',
          bairro: 'Bela Vista',
          complemento: '',
        },
      }),
    ];

    // Assess
    expect(states).toEqual([null, null, null]);
  });

  it("words the lookup's outcomes as the page says them, keeping their tone", () => {
    // Prepare
    const texts = { failed: 'Falha CEP', invalid: 'Inválido' };

    // Act
    const failed = cepFieldMessage({ status: 'error', message: CEP_FIELD_MESSAGES.failed }, undefined, texts);
    const invalid = cepFieldMessage(
      { status: 'error', message: CEP_FIELD_MESSAGES.invalid },
      undefined,
      texts,
    );
    const notFound = cepFieldMessage(
      { status: 'error', message: CEP_FIELD_MESSAGES.notFound },
      undefined,
      texts,
    );

    // Assess
    expect(failed).toEqual({ tone: 'notice', text: 'Falha CEP', hint: HINT });
    expect(invalid).toEqual({ tone: 'error', text: 'Inválido', hint: null });
    expect(notFound).toEqual({ tone: 'notice', text: 'CEP não encontrado', hint: HINT });
  });
});
