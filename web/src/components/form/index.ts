// The form toolkit of every document page (see docs/forms.md): one import for the frame and the fields.
export { CheckboxField, RadioGroupField, SelectField, TextField, TextInput } from './basic-fields';
export { CepField, CepInput } from './cep-field';
export {
  checkForm,
  DocumentForm,
  errorNames,
  type FieldGroupError,
  FieldShell,
  firstError,
  focusField,
  groupAria,
  type IdOf,
  inputAria,
  patchForm,
  useFieldId,
  useFormField,
  useFormSnapshot,
  usePatch,
} from './form-kit';
export {
  applyMask,
  CARTAO_SUS_MASK,
  CNPJ_MASK,
  CnpjField,
  CPF_MASK,
  CpfField,
  DateField,
  DigitsField,
  MaskedField,
  MonthYearField,
  PHONE_MASKS,
  PhoneField,
  PIS_NIT_MASK,
  TITULO_ELEITOR_MASK,
  TimeField,
} from './masked-fields';
export { RgField, RgIssuerField, StateCityField } from './place-fields';
export { usePrintableErrors } from './use-printable-errors';
