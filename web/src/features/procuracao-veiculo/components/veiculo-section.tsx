// "Dados do Veículo": make and model, plate (old ABC1234 or Mercosul ABC1D23, shown uppercased), RENAVAM (digits
// only, 11 with the check digit), chassis (17 characters, uppercased) and colour (spec part 2 §5; issue 19).
import { normalisePlate, normaliseVin, renavamDigits } from '@shared/format/vehicle';
import { TextField } from '@/components/form/basic-fields';

export function VeiculoSection() {
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">Dados do Veículo</h2>
      </legend>
      <TextField name="marca_modelo_veiculo" label="Marca / modelo" required width="wide" maxLength={80} />
      <div className="field-row">
        <TextField
          name="placa_veiculo"
          label="Placa"
          required
          placeholder="ABC1D23"
          hint="Padrão antigo (ABC1234) ou Mercosul (ABC1D23)."
          autoComplete="off"
          transform={normalisePlate}
        />
        <TextField name="cor_veiculo" label="Cor" maxLength={30} />
      </div>
      <div className="field-row">
        <TextField
          name="renavam_veiculo"
          label="RENAVAM"
          required
          inputMode="numeric"
          placeholder="00000000000"
          hint="11 dígitos (números antigos de 9 dígitos são completados com zeros)."
          autoComplete="off"
          transform={renavamDigits}
        />
        <TextField
          name="chassi_veiculo"
          label="Chassi"
          required
          placeholder="9BWZZZ377VT004251"
          hint="17 letras e números, sem I, O ou Q."
          autoComplete="off"
          transform={normaliseVin}
        />
      </div>
    </fieldset>
  );
}
