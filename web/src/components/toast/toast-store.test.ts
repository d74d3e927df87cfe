import { describe, expect, it } from 'vitest';
import { createToastStore } from './toast-store';

/** Timers the test fires by hand. */
function manualTimers() {
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  return {
    setTimer: (fn: () => void, ms: number) => {
      pending.set(next, { fn, ms });
      return next++;
    },
    clearTimer: (handle: unknown) => pending.delete(handle as number),
    fireAll() {
      for (const [id, t] of [...pending]) {
        pending.delete(id);
        t.fn();
      }
    },
    waits: () => [...pending.values()].map((t) => t.ms),
  };
}

describe('toast store', () => {
  it('shows a toast, notifies listeners and removes it when its time runs out', () => {
    // Prepare
    const timers = manualTimers();
    const store = createToastStore({
      setTimer: timers.setTimer,
      clearTimer: timers.clearTimer,
      durations: { success: 1000, error: 3000 },
    });
    let notified = 0;
    store.subscribe(() => notified++);

    // Act
    store.success('Código PIX copiado');
    store.error('Falha ao gerar PIX');

    // Assess
    expect(store.list().map((t) => [t.kind, t.message])).toEqual([
      ['success', 'Código PIX copiado'],
      ['error', 'Falha ao gerar PIX'],
    ]);
    expect(timers.waits()).toEqual([1000, 3000]);
    expect(notified).toBe(2);
    timers.fireAll();
    expect(store.list()).toEqual([]);
  });

  it('shows a repeated message once and keeps at most `max` toasts', () => {
    // Prepare
    const timers = manualTimers();
    const store = createToastStore({ setTimer: timers.setTimer, clearTimer: timers.clearTimer, max: 2 });

    // Act
    store.info('PIX gerado. Aguarde a confirmação do pagamento.');
    store.info('PIX gerado. Aguarde a confirmação do pagamento.');
    store.warning('Informe e-mail válido');
    store.error('Erro inesperado');

    // Assess
    expect(store.list().map((t) => t.message)).toEqual(['Informe e-mail válido', 'Erro inesperado']);
    expect(timers.waits()).toHaveLength(2);
  });

  it('dismisses by id and ignores unknown ids', () => {
    // Prepare
    const store = createToastStore({ setTimer: manualTimers().setTimer });
    const id = store.success('Excluída');

    // Act
    store.dismiss(id + 100);
    store.dismiss(id);

    // Assess
    expect(store.list()).toEqual([]);
  });
});
