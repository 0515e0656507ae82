import { useQuery } from '@tanstack/react-query';
import { Select } from '@/components/form/select';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
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
  const cartText = useConfig(messages.cart);

  const { data, isError } = useQuery(productOptionsQueryOptions(option.kind));
  // A preloaded (renewal) choice stays visible before the list arrives.
  const choices = data
    ? data.map((o) => ({ value: String(o.id), label: o.name }))
    : option.id !== null
      ? [{ value: String(option.id), label: option.name }]
      : [];
  return (
    <Select
      id={id}
      label={fmt(cartText.optionSelect, { kind: kindLabel })}
      value={option.id === null ? '' : String(option.id)}
      error={isError}
      helperText={isError ? cartText.optionLoadFailed : undefined}
      onChange={(value) => {
        const chosen = data?.find((o) => String(o.id) === value);
        onChange({ kind: option.kind, id: chosen?.id ?? null, name: chosen?.name ?? '' });
      }}
      options={choices}
      placeholder={cartText.optionPlaceholder}
      width={200}
    />
  );
}
