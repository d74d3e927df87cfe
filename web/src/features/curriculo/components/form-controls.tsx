// The resume form's building blocks: a section card (with its "incluir" switch when the section is optional)
// and the move up / move down / remove buttons of list items (its fields come from the form toolkit).
import type { CurriculoForm } from '@shared/documents/curriculo/schema';
import type { ReactNode } from 'react';
import { fieldElementId } from '../curriculo-form';

export interface SectionCardProps {
  id: string;
  title: string;
  hint?: string;
  /** An optional section: the switch shows or hides its fields (and the section in the PDF). */
  toggle?: { field: string; checked: boolean; label: string; onChange: (checked: boolean) => void };
  children: ReactNode;
}

type ListField = {
  [K in keyof CurriculoForm]: CurriculoForm[K] extends readonly unknown[] ? K : never;
}[keyof CurriculoForm];
type FlagField = {
  [K in keyof CurriculoForm]: CurriculoForm[K] extends boolean ? K : never;
}[keyof CurriculoForm];

/**
 * The switch of an optional list section (experiences, higher education, courses): switching it on while the
 * list is empty also starts one blank item, so the person has fields to fill in at once.
 */
export function listSectionToggle<L extends ListField>(
  form: CurriculoForm,
  onChange: (patch: Partial<CurriculoForm>) => void,
  switchField: FlagField,
  list: L,
  create: () => CurriculoForm[L][number],
  label: string,
): NonNullable<SectionCardProps['toggle']> {
  return {
    field: switchField,
    checked: form[switchField],
    label,
    onChange: (checked) =>
      onChange(
        checked && form[list].length === 0
          ? ({ [switchField]: true, [list]: [create()] } as Partial<CurriculoForm>)
          : ({ [switchField]: checked } as Partial<CurriculoForm>),
      ),
  };
}

export function SectionCard({ id, title, hint, toggle, children }: SectionCardProps) {
  const open = !toggle || toggle.checked;
  return (
    <fieldset className="cv-section" id={id} aria-labelledby={`${id}-title`}>
      <legend>
        <h2 id={`${id}-title`} className="legend-heading">
          {title}
        </h2>
      </legend>
      {hint && <p className="field-hint cv-section-hint">{hint}</p>}
      {toggle && (
        <div className="check-field cv-toggle">
          <input
            id={fieldElementId(toggle.field)}
            type="checkbox"
            checked={toggle.checked}
            aria-controls={`${id}-body`}
            aria-expanded={toggle.checked}
            onChange={(e) => toggle.onChange(e.target.checked)}
          />
          <label htmlFor={fieldElementId(toggle.field)}>{toggle.label}</label>
        </div>
      )}
      <div id={`${id}-body`} className="cv-section-body" hidden={!open}>
        {open && children}
      </div>
    </fieldset>
  );
}

export interface ItemControlsProps {
  /** Prefix of the buttons' ids, e.g. `cv-experiencia`: the buttons are `{prefix}-{index}-up|down|remove`. */
  prefix: string;
  index: number;
  count: number;
  /** "Experiência 2", for the buttons' accessible names. */
  itemLabel: string;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** After a move the focus follows the item to its new place (or to the other arrow at either end). */
function focusAfterMove(prefix: string, index: number, delta: -1 | 1, count: number) {
  const target = index + delta;
  const atEdge = target === 0 || target === count - 1;
  const same = delta < 0 ? 'up' : 'down';
  const other = delta < 0 ? 'down' : 'up';
  requestAnimationFrame(() => {
    document.getElementById(`${prefix}-${target}-${atEdge ? other : same}`)?.focus();
  });
}

export function ItemControls({ prefix, index, count, itemLabel, onMove, onRemove }: ItemControlsProps) {
  return (
    <div className="cv-item-controls">
      <button
        id={`${prefix}-${index}-up`}
        type="button"
        className="button button-ghost button-small"
        disabled={index === 0}
        // The accessible name starts with the visible word (WCAG 2.5.3, label in name).
        aria-label={`Subir ${itemLabel}`}
        onClick={() => {
          onMove(-1);
          focusAfterMove(prefix, index, -1, count);
        }}
      >
        <span aria-hidden="true">↑</span> Subir
      </button>
      <button
        id={`${prefix}-${index}-down`}
        type="button"
        className="button button-ghost button-small"
        disabled={index === count - 1}
        aria-label={`Descer ${itemLabel}`}
        onClick={() => {
          onMove(1);
          focusAfterMove(prefix, index, 1, count);
        }}
      >
        <span aria-hidden="true">↓</span> Descer
      </button>
      <button
        id={`${prefix}-${index}-remove`}
        type="button"
        className="button button-ghost button-small cv-remove"
        aria-label={`Remover ${itemLabel}`}
        onClick={onRemove}
      >
        Remover
      </button>
    </div>
  );
}
