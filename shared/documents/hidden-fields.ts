// Fields a choice hides (issue 39): each kind's `visible…` rule blanks them, the page at once, the server's save
// on storing, the final check and the PDF on reading, so what a person hid never reaches the paper or the table.
// Here the pieces those rules share.

/** The fields `visible` changes (those a choice now hides that still hold something), limited to `owns`. */
export function hiddenPatch<T extends object>(
  form: T,
  visible: (form: T) => T,
  owns: (field: string) => boolean = () => true,
): Partial<T> {
  const shown = visible(form);
  const patch: Partial<Record<keyof T, unknown>> = {};
  for (const key of Object.keys(form) as (keyof T & string)[]) {
    if (owns(key) && shown[key] !== form[key]) patch[key] = shown[key];
  }
  return patch as Partial<T>;
}

/** A person's fields a company party hides, and a company's a person hides, by suffix after `{prefix}_`. */
const PERSON_ONLY = ['cpf', 'rg', 'nacionalidade', 'estado_civil', 'doc_tipo', 'profissao'] as const;
const COMPANY_ONLY = ['cnpj', 'rep_nome', 'rep_cpf', 'rep_cargo'] as const;

/**
 * A party chosen "pf" or "pj" (`{prefix}_tipo`; none is a person): the other type's fields blanked, those the
 * form has. Blank, not absent: the draft schemas read a missing field as "" anyway.
 */
export function blankOtherPartyType<T extends object>(form: T, prefix: string): T {
  const out = { ...form } as Record<string, unknown>;
  const hidden = out[`${prefix}_tipo`] === 'pj' ? PERSON_ONLY : COMPANY_ONLY;
  for (const suffix of hidden) {
    const key = `${prefix}_${suffix}`;
    if (key in out && out[key] !== '') out[key] = '';
  }
  return out as T;
}
