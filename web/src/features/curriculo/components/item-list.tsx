// A list of resume items (higher-education courses, courses, experiences): numbered cards with move up,
// move down and remove, and an "Adicionar" button up to the list's limit. Focus goes to a new item's first
// field, and back to "Adicionar" after a removal.
import type { ReactNode } from 'react';
import { moveItem, removeItem, replaceItem } from '../curriculo-form';
import { ItemControls } from './form-controls';

export interface ItemListProps<T> {
  /** Id prefix: items are `{prefix}-{index}`, their fields `{prefix}-{index}-{field}`. */
  prefix: string;
  items: readonly T[];
  /** "Experiência" → "Experiência 1", "Experiência 2"... */
  itemName: string;
  addLabel: string;
  emptyText: string;
  max: number;
  disabled?: boolean;
  onChange: (items: T[]) => void;
  create: () => T;
  renderItem: (item: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
}

export function ItemList<T extends object>({
  prefix,
  items,
  itemName,
  addLabel,
  emptyText,
  max,
  disabled = false,
  onChange,
  create,
  renderItem,
}: ItemListProps<T>) {
  const full = items.length >= max;

  function add() {
    if (full) return;
    const index = items.length;
    onChange([...items, create()]);
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>(`#${prefix}-${index} input, #${prefix}-${index} textarea`)?.focus();
    });
  }

  function remove(index: number) {
    onChange(removeItem(items, index));
    requestAnimationFrame(() => document.getElementById(`${prefix}-add`)?.focus());
  }

  return (
    <div className="cv-list">
      {items.length === 0 && <p className="muted cv-list-empty">{emptyText}</p>}
      <ol className="cv-items">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity; inputs are controlled and moves set focus explicitly
          <li key={index} id={`${prefix}-${index}`} className="cv-item">
            <div className="cv-item-head">
              <h3 className="cv-item-title">
                {itemName} {index + 1}
              </h3>
              <ItemControls
                prefix={prefix}
                index={index}
                count={items.length}
                itemLabel={`${itemName} ${index + 1}`}
                onMove={(delta) => onChange(moveItem(items, index, delta))}
                onRemove={() => remove(index)}
              />
            </div>
            <div className="cv-item-body">
              {renderItem(item, index, (patch) => onChange(replaceItem(items, index, { ...item, ...patch })))}
            </div>
          </li>
        ))}
      </ol>
      <div className="cv-list-add">
        <button
          id={`${prefix}-add`}
          type="button"
          className="button button-secondary"
          disabled={disabled || full}
          onClick={add}
        >
          + {addLabel}
        </button>
        {full && <p className="field-hint">Limite de {max} itens atingido.</p>}
      </div>
    </div>
  );
}
