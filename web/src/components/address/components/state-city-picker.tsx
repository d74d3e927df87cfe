// State and city selects backed by the IBGE reference data: a state's cities are loaded on demand (one
// chunk per state); choosing a state empties the city, which the person then picks (never one chosen for
// them); a city not in the state's list is dropped, saying so beside the select (a saved or looked-up city never
// disappears without a word); the city select stays disabled until a state is chosen.
import { ESTADOS, loadMunicipios } from '@data/reference-data';
import { isCitySelectDisabled, reconcileCity, type StateCityValue } from '@shared/reference/state-city';
import { useEffect, useId, useRef, useState } from 'react';

type CityList =
  | { uf: string; status: 'loading' }
  | { uf: string; status: 'ready' | 'error'; names: string[] };

export interface StateCityPickerProps {
  value: StateCityValue;
  onChange: (value: StateCityValue) => void;
  idPrefix?: string;
  /** The selects' ids when they are not `{idPrefix}-uf` and `{idPrefix}-cidade` (a page's own field ids). */
  ids?: { state: string; city: string };
  stateLabel?: string;
  cityLabel?: string;
  required?: boolean;
  disabled?: boolean;
  /** Marks the state or the city as wrong (the page's check); `errorId` names the message under them. */
  invalid?: { state?: boolean; city?: boolean; errorId?: string };
}

export function StateCityPicker({
  value,
  onChange,
  idPrefix,
  ids,
  stateLabel = 'Estado',
  cityLabel = 'Cidade',
  required = false,
  disabled = false,
  invalid,
}: StateCityPickerProps) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const stateId = ids?.state ?? `${prefix}-uf`;
  const cityId = ids?.city ?? `${prefix}-cidade`;
  const [list, setList] = useState<CityList | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // A city the person picked in this state: the reconciliation below must not overwrite it when its effect
  // runs after the pick but before the parent re-rendered with it (a fast pick as the list arrives).
  const picked = useRef<{ uf: string; city: string } | null>(null);
  // The city the list lacked and the reconciliation below dropped, named under the select until one is picked.
  const [dropped, setDropped] = useState<{ uf: string; city: string } | null>(null);
  const uf = value.uf.trim().toUpperCase();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on "Tentar novamente"
  useEffect(() => {
    if (!uf) {
      setList(null);
      return;
    }
    let active = true;
    setList({ uf, status: 'loading' });
    loadMunicipios(uf).then(
      (municipios) => active && setList({ uf, status: 'ready', names: municipios.map((m) => m.name) }),
      () => active && setList({ uf, status: 'error', names: [] }),
    );
    return () => {
      active = false;
    };
  }, [uf, attempt]);

  // Once the state's list is known, the city must be one of it, in the list's spelling; one it lacks is dropped.
  useEffect(() => {
    if (list?.status !== 'ready' || list.uf !== uf) return;
    const { value: current, onChange: emit } = latest.current;
    const choice = picked.current;
    if (choice && choice.uf === uf && list.names.includes(choice.city)) return;
    const city = reconcileCity(current.city, list.names);
    if (city === current.city) return;
    if (city === '' && current.city.trim() !== '') setDropped({ uf, city: current.city.trim() });
    emit({ uf: current.uf, city });
  }, [list, uf]);

  const names = list && list.status !== 'loading' && list.uf === uf ? list.names : [];
  const cityDisabled = disabled || isCitySelectDisabled(value) || !list || list.status !== 'ready';
  const knownState = ESTADOS.some((e) => e.sigla === uf);

  return (
    <div className="field-row state-city">
      <div className="field">
        <label htmlFor={stateId}>
          {stateLabel}
          {required && <span className="required-mark"> *</span>}
        </label>
        <select
          id={stateId}
          value={knownState ? uf : ''}
          required={required}
          disabled={disabled}
          aria-invalid={invalid?.state ? true : undefined}
          aria-describedby={invalid?.state ? invalid.errorId : undefined}
          autoComplete="address-level1"
          // A new state starts with no city: the person picks one (a city chosen for them ends up in a legal text).
          onChange={(e) => {
            picked.current = null;
            setDropped(null);
            onChange({ uf: e.target.value, city: '' });
          }}
        >
          <option value="">Selecione</option>
          {ESTADOS.map((estado) => (
            <option key={estado.sigla} value={estado.sigla}>
              {estado.nome} ({estado.sigla})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={cityId}>
          {cityLabel}
          {required && <span className="required-mark"> *</span>}
        </label>
        <select
          id={cityId}
          value={names.includes(value.city) ? value.city : ''}
          required={required}
          disabled={cityDisabled}
          autoComplete="address-level2"
          aria-invalid={invalid?.city ? true : undefined}
          aria-describedby={[`${cityId}-status`, invalid?.city ? invalid.errorId : undefined]
            .filter(Boolean)
            .join(' ')}
          onChange={(e) => {
            const city = reconcileCity(e.target.value, names);
            picked.current = { uf, city };
            setDropped(null);
            onChange({ uf: value.uf, city });
          }}
        >
          {(names.length === 0 || !names.includes(value.city)) && (
            <option value="">
              {!uf ? 'Escolha o estado' : list?.status === 'loading' ? 'Carregando cidades...' : 'Selecione'}
            </option>
          )}
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <p id={`${cityId}-status`} className="field-status" aria-live="polite">
          {dropped && dropped.uf === uf && value.city === '' && (
            <span className="field-error">
              A cidade “{dropped.city}” não está na lista de cidades de {uf}: escolha a cidade.
            </span>
          )}
          {list?.status === 'error' && (
            <>
              <span className="field-error">Falha ao carregar as cidades.</span>{' '}
              <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
                Tentar novamente
              </button>
            </>
          )}
        </p>
      </div>
    </div>
  );
}
