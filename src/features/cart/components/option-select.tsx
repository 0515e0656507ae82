import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import { productOptionsQueryOptions } from '../api/get-product-options';
import type { ItemOption } from '../model/types';

/** Sub-selection (region, subway, univ, officetel, apt) with choices from GET /product/options/{kind}. */
export function OptionSelect({
  id,
  option,
  kindLabel,
  onChange,
}: {
  id: string;
  option: ItemOption;
  kindLabel: string;
  onChange: (option: ItemOption) => void;
}) {
  const { data, isError } = useQuery(productOptionsQueryOptions(option.kind));
  return (
    <TextField
      select
      id={id}
      size="small"
      label={fmt(messages.cart.optionSelect, { kind: kindLabel })}
      value={option.id === null ? '' : String(option.id)}
      error={isError}
      helperText={isError ? messages.cart.optionLoadFailed : undefined}
      onChange={(e) => {
        const chosen = data?.find((o) => String(o.id) === e.target.value);
        onChange({ kind: option.kind, id: chosen?.id ?? null, name: chosen?.name ?? '' });
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      <option value="">{messages.cart.optionPlaceholder}</option>
      {/* keep a preloaded (renewal) choice visible before the list arrives */}
      {!data && option.id !== null && <option value={String(option.id)}>{option.name}</option>}
      {data?.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </TextField>
  );
}
