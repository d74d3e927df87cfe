// Masked fields (CPF, CNPJ, phone, date, month/year, time, fixed-length digits) on IMask (react-imask): the
// library edits the value where the cursor is, so correcting a digit in the middle keeps the cursor there,
// pasted text with or without separators gives the same value, and Backspace after a separator takes the
// digit before it. The form keeps the value as shown (or only its digits, with `store="digits"`).
import { cnpjCharacters, onlyDigits } from '@shared/format/cpf-cnpj';
import { completeTime, maskMonthYear, maskTime } from '@shared/format/time';
import { type ReactNode, useCallback, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { IMask, IMaskInput } from 'react-imask';
import { memoText } from '@/lib/memo-text';
import { type FieldGroupError, FieldShell, groupAria, useFormField } from './form-kit';

/** An IMask pattern ("000.000.000-00": 0 stands for a digit) or patterns by length (the first that fits). */
export type Mask = string | readonly string[];

/** `#` stands for a letter or a digit (the first 12 characters of an alphanumeric CNPJ), typed in capitals. */
const ALPHANUMERIC = {
  definitions: { '#': /[0-9A-Za-z]/ },
  prepareChar: (typed: string) => typed.toUpperCase(),
};

const isAlphanumeric = (mask: Mask) =>
  (typeof mask === 'string' ? [mask] : mask).some((p) => p.includes('#'));

function maskOptions(mask: Mask) {
  const extra = isAlphanumeric(mask) ? ALPHANUMERIC : {};
  return typeof mask === 'string'
    ? { mask, ...extra }
    : { mask: mask.map((pattern) => ({ mask: pattern, ...extra })) };
}

/**
 * Backspace just after a separator ("529.|982") takes the digit before it, as people expect; IMask alone would
 * only step over the separator. Done on `beforeinput`, which touch keyboards send too (they have no key codes).
 */
function deleteDigitBeforeSeparator(event: InputEvent): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || event.inputType !== 'deleteContentBackward') return;
  const caret = input.selectionStart ?? 0;
  if (caret !== input.selectionEnd) return;
  const separators = /[0-9A-Za-z]([^0-9A-Za-z]+)$/.exec(input.value.slice(0, caret))?.[1];
  if (!separators) return;
  event.preventDefault();
  input.setSelectionRange(caret - separators.length - 1, caret);
  // The browser's own deletion of the digit and its separators: IMask reads it as any other input.
  document.execCommand('delete');
}

/**
 * IMask takes the selection an edit replaces from the last `keydown` (or click, focus, its own last edit). A
 * touch keyboard sends no key press, so a digit selected by touch and typed over was read as typed at the old
 * caret: the digit was replaced but the cursor jumped to the end (issue 41). Every edit is announced by
 * `beforeinput`, which touch keyboards send too: a key event there makes IMask note the selection as it is now.
 * Registered before IMask's own listeners (the ref is set before it binds), so it runs first.
 */
function noteSelectionForMask(event: InputEvent): void {
  event.target?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified' }));
}

function onBeforeInput(event: InputEvent): void {
  noteSelectionForMask(event);
  deleteDigitBeforeSeparator(event);
}

/** The ref of a masked input: the form's ref, the selection noted for IMask and the Backspace rule above. */
export function useMaskedInputRef(fieldRef?: (element: HTMLInputElement | null) => void) {
  const attached = useRef<HTMLInputElement | null>(null);
  return useCallback(
    (element: HTMLInputElement | null) => {
      attached.current?.removeEventListener('beforeinput', onBeforeInput);
      element?.addEventListener('beforeinput', onBeforeInput);
      attached.current = element;
      fieldRef?.(element);
    },
    [fieldRef],
  );
}

// Each masked text, kept: every field applies its mask on every render of its form, and IMask types the
// characters in one at a time (a millisecond or more per field on a slow phone). What one person types in a
// session stays far below the bound.
const pipeMasked = memoText(
  ({ mask, characters }: { mask: Mask; characters: string }) =>
    IMask.pipe(characters, maskOptions(mask) as never),
  ({ mask, characters }) => `${typeof mask === 'string' ? mask : mask.join('|')}\u0000${characters}`,
  2000,
);

/** A value laid over its mask, digits (or a CNPJ's characters) only: stored with or without separators. */
export function applyMask(value: string | null | undefined, mask: Mask): string {
  const characters = isAlphanumeric(mask) ? cnpjCharacters(value) : onlyDigits(value);
  return characters === '' ? '' : pipeMasked({ mask, characters });
}

export interface MaskedFieldProps {
  name: string;
  label: ReactNode;
  /** `0` stands for a digit: "000.000.000-00"; several patterns: the first that fits the digits. */
  mask: Mask;
  id?: string;
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  type?: 'text' | 'tel';
  autoComplete?: string;
  width?: 'wide' | 'narrow';
  store?: 'masked' | 'digits';
  /** A message worked out from the value, shown once the field was left or the form checked (the CPF's). */
  message?: (value: string) => string | null;
  clears?: string[];
  /** A group around the field (a date's parts) shows one error for all; the field is only marked. */
  group?: FieldGroupError;
  onBlur?: () => void;
  /** Rewrites what was typed before it is stored (a time's colon); never to another value: a check refuses it. */
  normalise?: (typed: string) => string;
  /** Rewrites the value when the field is left (a time's empty parts filled with 00). */
  complete?: (value: string) => string;
}

export function MaskedField({
  name,
  label,
  mask,
  id: givenId,
  required = false,
  hint,
  placeholder,
  inputMode = 'numeric',
  type = 'text',
  autoComplete = 'off',
  width,
  store = 'masked',
  message,
  clears,
  group,
  onBlur,
  normalise,
  complete,
}: MaskedFieldProps) {
  const field = useFormField<string>(name, { id: givenId, clears });
  const { submitCount } = useFormState();
  const inputRef = useMaskedInputRef(field.ref);
  const live = message !== undefined;
  const said = live && (field.isTouched || submitCount > 0) ? message(field.value ?? '') : null;
  const error = group ? null : (said ?? field.error);
  return (
    <FieldShell
      id={field.id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      liveError={live}
      width={width}
    >
      {(aria) => (
        <IMaskInput
          {...aria}
          {...groupAria(group)}
          {...maskOptions(mask)}
          inputRef={inputRef}
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={applyMask(field.value, mask)}
          // Only what the person typed or pasted (with its event); a value the page set is already stored.
          onAccept={(value: string, _mask: unknown, event?: Event) => {
            if (!event) return;
            const typed = normalise ? normalise(value) : value;
            field.onChange(store === 'digits' ? onlyDigits(typed) : typed);
          }}
          onBlur={() => {
            const value = field.value ?? '';
            const completed = complete ? complete(value) : value;
            if (completed !== value) field.onChange(completed);
            field.onBlur();
            onBlur?.();
          }}
        />
      )}
    </FieldShell>
  );
}

type Preset = Omit<MaskedFieldProps, 'mask'>;

export const CPF_MASK = '000.000.000-00';
/** Numeric or alphanumeric (IN RFB 2.229/2024): 12 letters or digits, then two check digits. */
export const CNPJ_MASK = '##.###.###/####-00';
export const TIME_MASK = '00:00';
export const MONTH_YEAR_MASK = '00/0000';
export const PIS_NIT_MASK = '000.00000.00-0';
export const CARTAO_SUS_MASK = '000 0000 0000 0000';
export const TITULO_ELEITOR_MASK = '0000 0000 0000';
/** Landlines have 8 digits after the area code, mobiles 9: the hyphen moves with the 11th digit. */
export const PHONE_MASKS = ['(00) 0000-0000', '(00) 00000-0000'] as const;

export const CpfField = (props: Preset) => (
  <MaskedField placeholder="000.000.000-00" {...props} mask={CPF_MASK} />
);
// A full keyboard on phones: an alphanumeric CNPJ has letters.
export const CnpjField = (props: Preset) => (
  <MaskedField placeholder="00.000.000/0000-00" inputMode="text" {...props} mask={CNPJ_MASK} />
);
export const PhoneField = (props: Preset) => (
  <MaskedField
    placeholder="(00) 00000-0000"
    type="tel"
    inputMode="tel"
    autoComplete="tel-national"
    {...props}
    mask={PHONE_MASKS}
  />
);
/** A date typed DD/MM/AAAA (the schema says whether it is a real day). */
export const DateField = (props: Preset) => (
  <MaskedField placeholder="DD/MM/AAAA" {...props} mask="00/00/0000" />
);
/** A month and year typed MM/AAAA; a month over 12 is kept and refused by the check at the field. */
export const MonthYearField = (props: Preset) => (
  <MaskedField placeholder="MM/AAAA" normalise={maskMonthYear} {...props} mask={MONTH_YEAR_MASK} />
);
/** A clock time typed HH:MM, empty parts 00 once left ("8" → "08:00"); "25:70" is kept and refused at the field. */
export const TimeField = (props: Preset) => (
  <MaskedField placeholder="HH:MM" normalise={maskTime} complete={completeTime} {...props} mask={TIME_MASK} />
);
/** Up to `length` digits and nothing else (a day, a year, a voter's zone). */
export const DigitsField = ({ length, ...props }: Preset & { length: number }) => (
  <MaskedField {...props} mask={'0'.repeat(length)} />
);
