// State and city (the address feature's IBGE picker) and the RG with its issuing state, bound to form fields.
import { UFS } from '@shared/reference/ufs';
import { useFormContext, useWatch } from 'react-hook-form';
import { StateCityPicker } from '@/components/address/components/state-city-picker';
import { FieldShell, useFormField } from './form-kit';

export interface StateCityFieldProps {
  /** The form fields of the state (UF) and the city. */
  names: { state: string; city: string };
  /** The selects are `{idPrefix}-uf` and `{idPrefix}-cidade`, unless `ids` names them. */
  idPrefix: string;
  ids?: { state: string; city: string };
  stateLabel?: string;
  cityLabel?: string;
  required?: boolean;
  className?: string;
}

/** One message under both selects: the state's first (the city list waits for it), else the city's. */
export function StateCityField({
  names,
  idPrefix,
  ids = { state: `${idPrefix}-uf`, city: `${idPrefix}-cidade` },
  stateLabel,
  cityLabel,
  required = false,
  className,
}: StateCityFieldProps) {
  const state = useFormField<string>(names.state, { id: ids.state, clears: [names.city] });
  const city = useFormField<string>(names.city, { id: ids.city, clears: [names.state] });
  const error = state.error ?? city.error;
  const errorId = `${idPrefix}-local-error`;
  return (
    <div className={[className, error ? 'has-error' : null].filter(Boolean).join(' ') || undefined}>
      <StateCityPicker
        idPrefix={idPrefix}
        ids={ids}
        stateLabel={stateLabel}
        cityLabel={cityLabel}
        required={required}
        value={{ uf: state.value ?? '', city: city.value ?? '' }}
        onChange={(next) => {
          if (next.uf !== state.value) state.onChange(next.uf);
          city.onChange(next.city);
        }}
        invalid={{ state: state.error !== null, city: city.error !== null, errorId }}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface RgFieldProps {
  /** The form fields of the RG and of its issuing state (asked once an RG is typed). */
  names: { rg: string; uf: string };
  label?: string;
}

/** The RG; erasing it erases its issuing state too (`RgIssuerField`, placed where the page's layout wants). */
export function RgField({ names, label = 'RG' }: RgFieldProps) {
  const rg = useFormField<string>(names.rg);
  const { setValue, getValues } = useFormContext();
  return (
    <FieldShell id={rg.id} label={label} error={rg.error}>
      {(aria) => (
        <input
          {...aria}
          ref={rg.ref}
          name={names.rg}
          type="text"
          autoComplete="off"
          maxLength={20}
          value={rg.value ?? ''}
          onChange={(e) => {
            if (e.target.value.trim() === '' && getValues(names.uf)) setValue(names.uf, '');
            rg.onChange(e.target.value);
          }}
          onBlur={rg.onBlur}
        />
      )}
    </FieldShell>
  );
}

/** The state that issued the RG, asked only once an RG is typed. */
export function RgIssuerField({ names, label = 'UF de expedição do RG' }: RgFieldProps) {
  const typed = String(useWatch({ name: names.rg }) ?? '').trim() !== '';
  return typed ? <UfSelect name={names.uf} label={label} /> : null;
}

function UfSelect({ name, label }: { name: string; label: string }) {
  const uf = useFormField<string>(name);
  return (
    <FieldShell id={uf.id} label={label} error={uf.error} width="narrow">
      {(aria) => (
        <select
          {...aria}
          ref={uf.ref}
          name={name}
          value={uf.value ?? ''}
          onChange={(e) => uf.onChange(e.target.value)}
          onBlur={uf.onBlur}
        >
          <option value="">Selecione</option>
          {UFS.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
