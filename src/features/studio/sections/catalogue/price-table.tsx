import Alert from '@mui/material/Alert';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { DraftIntField } from '../../components/draft-fields';
import { fieldError, fieldId, pointerOf } from '../../model/problems';
import type { StudioProblem } from '../../model/studio-section';
import { movePeriod, setPrice, type Product, type ProductsFile } from './catalogue-model';
import { EditGrid, RemoveCell } from './edit-grid';

/** A product's price per period: period (days) and price per item, add and remove periods. */
export function PriceTable({
  file,
  product,
  index,
  problems,
  onChange,
}: {
  file: ProductsFile;
  product: Product;
  index: number;
  problems: readonly StudioProblem[];
  onChange: (next: ProductsFile) => void;
}) {
  const text = useConfig(messages.studio).catalogue;

  const prices = Object.entries(product.unitPrices ?? {}).map(([d, price]) => ({
    day: Number(d),
    price,
  }));
  const tableError = fieldError(problems, 'products', pointerOf('products', index, 'unitPrices'));
  const addPeriod = () => {
    const day = Math.max(0, ...prices.map((p) => p.day)) + 30;
    onChange(setPrice(file, product.key, day, prices[prices.length - 1]?.price ?? 0));
  };
  return (
    <EditGrid
      label={fmt(text.pricesOf, { product: product.label })}
      columns={[text.period, text.price]}
      addLabel={text.addPeriod}
      onAdd={addPeriod}
      notice={tableError && <Alert severity="error">{tableError}</Alert>}
    >
      {prices.map(({ day, price }) => (
        <TableRow key={day} data-period={day}>
          <TableCell>
            <DraftIntField
              file="products"
              pointer={pointerOf('products', index, 'unitPrices', day)}
              id={`${fieldId('products', pointerOf('products', index, 'unitPrices', day))}-period`}
              problems={[]}
              label={fmt(text.periodOf, { day })}
              hideLabel
              commitOn="blur"
              value={day}
              width={140}
              onCommit={(to) => to > 0 && onChange(movePeriod(file, product.key, day, to))}
            />
          </TableCell>
          <TableCell>
            <DraftIntField
              file="products"
              pointer={pointerOf('products', index, 'unitPrices', day)}
              problems={problems}
              label={fmt(text.priceOf, { day })}
              hideLabel
              // A 0원 price is no problem in the draft; the publish asks for it by name.
              helperText={price === 0 ? text.freePrice : undefined}
              value={price}
              width={200}
              onCommit={(next) => onChange(setPrice(file, product.key, day, next))}
            />
          </TableCell>
          <RemoveCell
            label={fmt(text.removePeriodOf, { day })}
            onRemove={() => onChange(setPrice(file, product.key, day, null))}
          />
        </TableRow>
      ))}
    </EditGrid>
  );
}
