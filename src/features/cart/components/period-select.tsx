import { Select } from '@/components/form/select';
import { messages } from '@/generated/config/messages';
import { readConfig, useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { familyTiers, unitDays } from '../model/catalogue';
import { packageDayFromOption, packageOptionValue } from '../model/package-day';
import type { CatalogueConfig, CatalogueProduct, ItemDay, PackageTier } from '../model/types';

interface Choice {
  value: string;
  label: string;
}

const tierLabel = (t: PackageTier, regular: boolean) =>
  fmt(regular ? readConfig(messages.cart).regularOption : readConfig(messages.cart).tierOption, {
    ...t,
  });

/** Period choices from the catalogue: day options, or package tiers and regular variants. */
function periodChoices(config: CatalogueConfig, product: CatalogueProduct): Choice[] {
  if (product.family !== undefined) {
    const { tiers, regular } = familyTiers(config, product);
    return [
      ...tiers.map((t) => ({
        value: packageOptionValue(t.day, false),
        label: tierLabel(t, false),
      })),
      ...regular.map((t) => ({
        value: packageOptionValue(t.day, true),
        label: tierLabel(t, true),
      })),
    ];
  }
  return unitDays(product).map((d) => ({
    value: String(d),
    label: fmt(readConfig(messages.cart).dayOption, { day: d }),
  }));
}

export function PeriodSelect({
  id,
  config,
  product,
  day,
  onChange,
}: {
  id: string;
  config: CatalogueConfig;
  product: CatalogueProduct;
  day: ItemDay;
  onChange: (day: ItemDay) => void;
}) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const cartText = useConfig(messages.cart);

  const choices = periodChoices(config, product);
  return (
    <Select
      id={id}
      label={cartText.period}
      value={String(day)}
      onChange={(value) => onChange(packageDayFromOption(value))}
      options={choices}
      placeholder={false}
      width={product.family !== undefined ? 420 : 120}
    />
  );
}
