// The batch's total as spec part 2 §5 has it: digits only, read right to left as centavos ("100001" →
// "1.000,01"), shown with thousands dots and a decimal comma, held in the form as integer centavos (null when
// empty). The cursor stays at the end, where digits are typed.
// `brl.ts`, not `money.ts`: the latter brings extenso, which the page does not need.
import { formatBRL } from '@shared/format/brl';
import { FieldShell, useFormField } from '@/components/form/form-kit';

/** At most R$ 999.999.999,99: the longest value the notes are laid out for. */
const MAX_DIGITS = 11;

export function CentsField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const field = useFormField<number | null>(name);
  const cents = typeof field.value === 'number' && Number.isSafeInteger(field.value) ? field.value : null;
  return (
    <FieldShell id={field.id} label={label} required hint={hint} error={field.error}>
      {(aria) => (
        <div className="input-with-prefix">
          <span aria-hidden="true">R$</span>
          <input
            {...aria}
            ref={field.ref}
            name={name}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0,00"
            value={cents === null ? '' : formatBRL(cents).replace(/^R\$\s*/, '')}
            onChange={(e) => {
              const digits = e.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
              field.onChange(digits === '' ? null : Number(digits));
            }}
            onBlur={field.onBlur}
          />
        </div>
      )}
    </FieldShell>
  );
}
