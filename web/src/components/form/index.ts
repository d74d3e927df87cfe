// The form toolkit of every document page (see docs/forms.md): one import for the frame and the fields.
export { CheckboxField, RadioGroupField, SelectField, TextField } from './basic-fields';
export { CepField, CepInput } from './cep-field';
export {
  DocumentForm,
  errorNames,
  type FieldGroupError,
  FieldShell,
  firstError,
  focusField,
  groupAria,
  type IdOf,
  inputAria,
  useFieldId,
  useFormField,
  useFormSnapshot,
  usePatch,
} from './form-kit';
export {
  applyMask,
  CnpjField,
  CpfField,
  DateField,
  DigitsField,
  MaskedField,
  MonthYearField,
  PhoneField,
  TimeField,
} from './masked-fields';
export { RgField, RgIssuerField, StateCityField } from './place-fields';
