// The vehicle (spec part 2 §2): brand, model, year, colour, plate, RENAVAM and chassis as the CRLV shows them;
// the plate and chassis upper-cased as typed, the RENAVAM digits only (issue 19 item 4).
import { normalisePlate, normaliseVin, renavamDigits } from '@shared/format/vehicle';
import { TextField } from '@/components/form/basic-fields';

export function VeiculoSection() {
  return (
    <fieldset className="decl-section" aria-labelledby="cv-veiculo-title" aria-describedby="cv-veiculo-hint">
      <legend>
        <h2 id="cv-veiculo-title" className="legend-heading">
          Veículo
        </h2>
      </legend>
      <p id="cv-veiculo-hint" className="field-hint">
        Copie os dados do documento do veículo (CRLV).
      </p>
      <div className="field-row">
        <TextField name="veiculo_marca" label="Marca" required maxLength={60} />
        <TextField name="veiculo_modelo" label="Modelo" required maxLength={80} />
      </div>
      <div className="field-row">
        <TextField
          name="veiculo_ano"
          label="Ano"
          required
          maxLength={11}
          inputMode="numeric"
          hint="Ex.: 2020 ou 2020/2021 (fabricação/modelo)"
        />
        <TextField name="veiculo_cor" label="Cor" maxLength={30} />
      </div>
      <div className="field-row">
        <TextField
          name="veiculo_placa"
          label="Placa"
          required
          maxLength={8}
          autoComplete="off"
          placeholder="ABC1D23"
          hint="Padrão antigo (ABC1234) ou Mercosul (ABC1D23)"
          transform={normalisePlate}
        />
        <TextField
          name="veiculo_renavam"
          label="RENAVAM"
          required
          maxLength={11}
          inputMode="numeric"
          autoComplete="off"
          hint="11 dígitos"
          transform={renavamDigits}
        />
      </div>
      <TextField
        name="veiculo_chassi"
        label="Chassi"
        required
        width="wide"
        maxLength={17}
        autoComplete="off"
        hint="17 caracteres, sem as letras I, O e Q"
        transform={normaliseVin}
      />
      <TextField
        name="veiculo_atpv"
        label="Número da ATPV-e (ou do CRV)"
        maxLength={20}
        autoComplete="off"
        hint="A autorização para transferência de propriedade, emitida pelo DETRAN; opcional."
      />
    </fieldset>
  );
}
