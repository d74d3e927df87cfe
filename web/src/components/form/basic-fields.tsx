// The plain fields of the toolkit: text, select, checkbox and radio group, each bound to a form field by name.
import type { ReactNode } from 'react';
import { type FieldGroupError, FieldShell, groupAria, inputAria, useFormField } from './form-kit';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  id?: string;
  required?: boolean;
  hint?: ReactNode;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel' | 'date' | 'url';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal';
  autoComplete?: string;
  placeholder?: string;
  readOnly?: boolean;
  max?: string;
  width?: 'wide' | 'narrow';
  className?: string;
  /** What is kept of what was typed (upper case, a length cut, ...). */
  transform?: (typed: string) => string;
  /** Other fields whose errors go when this one is edited (one message shown for a group). */
  clears?: string[];
}

export function TextField({ name, id, clears, transform, ...props }: TextFieldProps) {
  const field = useFormField<string>(name, { id, clears });
  return (
    <TextInput
      {...props}
      id={field.id}
      name={name}
      value={field.value ?? ''}
      error={field.error}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(typed) => field.onChange(transform ? transform(typed) : typed)}
    />
  );
}

export interface TextInputProps extends Omit<TextFieldProps, 'name' | 'id' | 'clears' | 'transform'> {
  id: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * A text over its field's limit, said at the field as it is typed: the input takes no `maxlength`, since a
 * browser cuts a longer paste there, mid-word and without a word (issue 41); the checks refuse it.
 */
export function overLimitMessage(value: string, maxLength: number | undefined): string | null {
  if (maxLength === undefined || value.length <= maxLength) return null;
  return `No máximo ${maxLength} caracteres (${value.length} digitados)`;
}

/**
 * The text field for a value the form holds inside a larger one (an item of a list, edited by its list):
 * the same markup as `TextField`, with the value and its change given.
 */
export function TextInput({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error = null,
  inputRef,
  required = false,
  hint,
  maxLength,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  placeholder,
  readOnly,
  max,
  width,
  className,
}: TextInputProps) {
  const shownError = error ?? overLimitMessage(value, maxLength);
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={shownError}
      width={width}
      className={className}
    >
      {(aria) => (
        <input
          {...aria}
          ref={inputRef}
          name={name ?? id}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
          max={max}
          readOnly={readOnly}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
    </FieldShell>
  );
}

export type Option = string | { value: string; label: string };
const optionValue = (o: Option) => (typeof o === 'string' ? o : o.value);
const optionLabel = (o: Option) => (typeof o === 'string' ? o : o.label);

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly Option[];
  id?: string;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  width?: 'wide' | 'narrow';
  /** The option a stored value stands for ("3" → "março"); by default the value itself. */
  shown?: (value: string) => string;
  /** A stored value outside the list (an older record) stays selectable instead of silently changing. */
  keepUnknown?: boolean;
  clears?: string[];
  /** A group around the field (a date's parts) shows one error for all; the field is only marked. */
  group?: FieldGroupError;
}

export function SelectField({
  name,
  label,
  options,
  id: givenId,
  required = false,
  placeholder = 'Selecione',
  autoComplete = 'off',
  width,
  shown,
  keepUnknown = false,
  clears,
  group,
}: SelectFieldProps) {
  const field = useFormField<string>(name, { id: givenId, clears });
  const value = shown ? shown(field.value ?? '') : (field.value ?? '');
  const known = options.some((o) => optionValue(o) === value);
  const all: readonly Option[] = keepUnknown && value && !known ? [value, ...options] : options;
  const error = group ? null : field.error;
  return (
    <FieldShell id={field.id} label={label} required={required} error={error} width={width}>
      {(aria) => (
        <select
          {...aria}
          {...groupAria(group)}
          ref={field.ref}
          name={name}
          value={value}
          autoComplete={autoComplete}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
        >
          <option value="">{placeholder}</option>
          {all.map((o) => (
            <option key={optionValue(o)} value={optionValue(o)}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  id?: string;
  /** The id of what the box shows or hides. */
  controls?: string;
  className?: string;
  onChecked?: (checked: boolean) => void;
  /** The values a form keeps for ticked and not ticked (e.g. "sim"/"nao"); booleans unless given. */
  values?: { on: string; off: string };
}

export function CheckboxField({
  name,
  label,
  id: givenId,
  controls,
  className,
  onChecked,
  values,
}: CheckboxFieldProps) {
  const field = useFormField<boolean | string>(name, { id: givenId });
  const checked = values ? field.value === values.on : field.value === true;
  const store = (ticked: boolean) => field.onChange(values ? (ticked ? values.on : values.off) : ticked);
  return (
    <div className={`check-field${className ? ` ${className}` : ''}`}>
      <input
        {...inputAria(field.id, { error: field.error })}
        ref={field.ref}
        name={name}
        type="checkbox"
        checked={checked}
        aria-controls={controls}
        aria-expanded={controls ? checked : undefined}
        onChange={(e) => (onChecked ? onChecked(e.target.checked) : store(e.target.checked))}
        onBlur={field.onBlur}
      />
      <label htmlFor={field.id}>{label}</label>
      {field.error && (
        <p id={`${field.id}-error`} className="field-error">
          {field.error}
        </p>
      )}
    </div>
  );
}

export interface RadioGroupFieldProps {
  name: string;
  /** The group's accessible name. */
  label: string;
  options: readonly { value: string; label: string }[];
  /** Each option's id is `{id}-{value}`. */
  id: string;
}

export function RadioGroupField({ name, label, options, id }: RadioGroupFieldProps) {
  const field = useFormField<string>(name, { id });
  const errorId = `${id}-error`;
  return (
    <>
      <div
        className="choice-list"
        role="radiogroup"
        aria-label={label}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? errorId : undefined}
      >
        {options.map((option, index) => (
          <div key={option.value} className="check-field choice">
            <input
              id={`${id}-${option.value}`}
              ref={index === 0 ? field.ref : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      {field.error && (
        <p id={errorId} className="field-error">
          {field.error}
        </p>
      )}
    </>
  );
}
