// The form toolkit's frame: react-hook-form's provider around a <form> that never submits by itself (Enter
// moves to the next field), each field's element id, its error cleared as soon as it is edited, the labelled
// shell every field draws, focus on the first field a check refused, and the fields a server refused marked.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  get,
  type UseFormReturn,
  useController,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { onFieldRefusal } from '@/lib/field-refusals';
import { moveFocusOnEnter } from '@/lib/hooks/enter-moves-focus';

/** The id of the element that edits a form field (pages keep their own ids: the browser suite reads them). */
export type IdOf = (name: string) => string;
const IdContext = createContext<IdOf>((name) => name);

export interface DocumentFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  idOf: IdOf;
  label: string;
  className?: string;
  children: ReactNode;
}

export function DocumentForm<T extends FieldValues>({
  form,
  idOf,
  label,
  className = 'form',
  children,
}: DocumentFormProps<T>) {
  const { getValues, setError } = form;
  const formRef = useRef<HTMLFormElement>(null);
  // A refusal of the server names fields: those of this form are marked with the server's messages, even when
  // the page's own check passed (an old tab), and the first is focused unless the person is typing in the form.
  useEffect(
    () =>
      onFieldRefusal((fields) => {
        const own = fields.filter(({ field }) => get(getValues(), field) !== undefined);
        for (const { field, message } of own) setError(field as never, { type: 'server', message });
        const first = own[0];
        const typing = formRef.current?.contains(document.activeElement) ?? false;
        if (first && !typing) focusField(idOf(first.field));
      }),
    [getValues, setError, idOf],
  );
  return (
    <FormProvider {...form}>
      <IdContext.Provider value={idOf}>
        <form
          ref={formRef}
          className={className}
          aria-label={label}
          noValidate
          onSubmit={(e) => e.preventDefault()}
          onKeyDown={moveFocusOnEnter}
        >
          {children}
        </form>
      </IdContext.Provider>
    </FormProvider>
  );
}

export function useFieldId(name: string, id?: string): string {
  const idOf = useContext(IdContext);
  return id ?? idOf(name);
}

/**
 * The form's values as a plain object that changes with every edit (for the preview, the local draft and
 * autosave) and `version`, the count of edits made here: loading a record (`load`) is not an edit.
 */
export function useFormSnapshot<T extends FieldValues>(form: UseFormReturn<T>) {
  const { watch, reset, getValues } = form;
  const [values, setValues] = useState<T>(() => structuredClone(getValues()));
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const subscription = watch((next, { name }) => {
      setValues(structuredClone(next) as T);
      if (name !== undefined) setVersion((v) => v + 1);
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  const load = useCallback(
    (next: T) => {
      reset(next);
      setValues(structuredClone(next));
    },
    [reset],
  );
  return { values, version, setVersion, load };
}

/**
 * A page's final check: the form's resolver run as a submit (every refused field is marked). True when it
 * passes; otherwise `onRefused` gets the errors, in the schema's order, for the toast and the focus.
 */
export async function checkForm<T extends FieldValues, C, R extends FieldValues>(
  form: UseFormReturn<T, C, R>,
  onRefused: (errors: FieldErrors<T>) => void,
): Promise<boolean> {
  let ok = false;
  await form.handleSubmit(() => {
    ok = true;
  }, onRefused)();
  return ok;
}

/** Moves focus to an element and brings it to the middle of the screen (above a phone's keyboard). */
export function focusField(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/** The dotted name of each error in the resolver's order (the schema's rule order); '' for the form itself. */
export function errorNames(errors: FieldErrors, prefix = ''): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'root') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string') names.push(name);
    else names.push(...errorNames(value as FieldErrors, name));
  }
  return names;
}

/** The first refusal of a check: its message and, when it names a field, that field (to focus). */
export function firstError(errors: FieldErrors): { name: string | null; message: string } | null {
  const name = errorNames(errors)[0];
  if (name === undefined) return null;
  const error = name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], errors);
  return {
    name: name === '' ? null : name,
    message: String((error as { message?: unknown })?.message ?? ''),
  };
}

/**
 * A page's own change of several fields at once (a CEP lookup's address, a list reordered): each set as if
 * typed, so autosave and the preview see it, and their errors cleared like an edit's.
 */
export function patchForm<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setValue' | 'clearErrors' | 'getFieldState'>,
  patch: Partial<T>,
): void {
  const names = Object.keys(patch);
  for (const name of names) form.setValue(name as never, patch[name] as never, { shouldDirty: true });
  const refused = names.filter((name) => form.getFieldState(name as never).error);
  if (refused.length > 0) form.clearErrors(refused as never);
}

/** `patchForm` for the fields of the form around. */
export function usePatch<T extends FieldValues>() {
  const { setValue, clearErrors, getFieldState } = useFormContext<T>();
  return useCallback(
    (patch: Partial<T>) => patchForm({ setValue, clearErrors, getFieldState }, patch),
    [setValue, clearErrors, getFieldState],
  );
}

/** A value the person typed or chose (a blank text, an empty amount or a tick box says nothing to check). */
function holdsValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return typeof value === 'number';
}

/**
 * One field's state: its value, its change (which clears its error and those of `clears`: the page's check
 * runs again on its own buttons, not on every keystroke), its error, and the ids its markup uses. Leaving a
 * field that holds a value runs the form's check for it (and `clears`, the parts of one date, once all are typed): a month 13, a
 * 31/02 or "25:70" is refused at the field as soon as it is left, not only at payment (issue 41); a field left
 * blank is not marked until the page's buttons check the form.
 */
export function useFormField<V = string>(name: string, options: { id?: string; clears?: string[] } = {}) {
  const { field, fieldState } = useController({ name });
  const { clearErrors, getFieldState, getValues, trigger } = useFormContext();
  const id = useFieldId(name, options.id);
  const related = options.clears;
  const onChange = useCallback(
    (value: V) => {
      field.onChange(value);
      const refused = [name, ...(related ?? [])].filter((n) => getFieldState(n).error);
      if (refused.length > 0) clearErrors(refused);
    },
    [field.onChange, name, related, clearErrors, getFieldState],
  );
  const onBlur = useCallback(() => {
    field.onBlur();
    // A date in parts is checked once every part holds something: its rule speaks of the whole date.
    const names = [name, ...(related ?? [])];
    if (names.every((n) => holdsValue(getValues(n)))) void trigger(names);
  }, [field.onBlur, name, related, getValues, trigger]);
  return {
    id,
    value: field.value as V,
    onChange,
    onBlur,
    ref: field.ref,
    error: fieldState.error?.message ?? null,
    isTouched: fieldState.isTouched,
  };
}

/**
 * The messages a check left on the items of a list the page edits as a whole (an experience's exit date):
 * `errorOf('0.data_saida')` for the first item's field, or null. Editing the list clears them.
 */
export function useListErrors(list: string): (path: string) => string | null {
  const { errors } = useFormState({ name: list });
  return (path) => {
    const message = (get(errors, `${list}.${path}`) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : null;
  };
}

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  /** The error line is always there and announced (a message that comes and goes while typing). */
  liveError?: boolean;
  width?: 'wide' | 'narrow';
  className?: string;
  /** The control, given the attributes that tie it to the label, hint and error (`inputAria`). */
  children: (aria: InputAria) => ReactNode;
}

/** The ids the input names in `aria-describedby`: its hint and its error. */
export function describedBy(id: string, parts: { hint?: unknown; error?: unknown; liveError?: boolean }) {
  const ids = [parts.hint ? `${id}-hint` : null, parts.error || parts.liveError ? `${id}-error` : null];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The label tied to its input, the hint and the error under it; the input gets its aria attributes from here. */
export function FieldShell({
  id,
  label,
  required = false,
  hint,
  error,
  liveError = false,
  width,
  className,
  children,
}: FieldShellProps) {
  const classes = ['field', width ? `field-${width}` : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label htmlFor={id}>
        {label}
        {required && <span className="required-mark"> *</span>}
      </label>
      {children(inputAria(id, { hint, error, required, liveError }))}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {liveError ? (
        <p id={`${id}-error`} className="field-error" aria-live="polite">
          {error ?? ''}
        </p>
      ) : (
        error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )
      )}
    </div>
  );
}

export interface InputAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

/** The attributes every input of the toolkit carries. */
export function inputAria(
  id: string,
  parts: { hint?: unknown; error?: string | null; required?: boolean; liveError?: boolean },
): InputAria {
  return {
    id,
    'aria-invalid': parts.error ? (true as const) : undefined,
    'aria-required': parts.required || undefined,
    'aria-describedby': describedBy(id, parts),
  };
}

/** The one error a group of fields shows (under its fieldset), and the id of that message. */
export interface FieldGroupError {
  error: string | null;
  errorId: string;
}

/** A field of a group: marked and described by the group's error; nothing when not in a group. */
export function groupAria(group: FieldGroupError | undefined) {
  if (!group) return {};
  return {
    'aria-invalid': group.error ? (true as const) : undefined,
    'aria-describedby': group.error ? group.errorId : undefined,
  };
}
