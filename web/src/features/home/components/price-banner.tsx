// "Preços a partir de {menor preço} • …": the lowest price of the table from `mp-config`; the default
// (R$ 9,90) shows while loading and when the call fails.
import { formatPrice, lowestPrice } from '@shared/prices/prices';
import { usePriceTable } from '@/lib/price-table';

export function PriceBanner() {
  const { table, loading } = usePriceTable();
  return (
    <p className="price-banner" aria-busy={loading}>
      {`Preços a partir de ${formatPrice(lowestPrice(table))} • pagamento via PIX e cartão, com liberação automática do PDF.`}
    </p>
  );
}
