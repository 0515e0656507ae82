import { useWatch } from 'react-hook-form';
import { NumberFieldElement } from '@/components/form/number-field-element';
import { RadioGroupElement } from '@/components/form/radio-group';
import { apiEnums } from '@/generated/api/limits';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { AMOUNT_MAX_LENGTH } from '../model/room-form-values';
import { FieldRow, type RoomFieldsProps } from './form-section';

/** Deal type and the amounts it needs: monthly deposit and rent, lease deposit, sale price. */
export function RoomPriceFields({ control }: RoomFieldsProps) {
  const F = useConfig(messages.form);
  const R = F.room;

  const deal = useWatch({ control, name: 'sellingType' });
  const amount = (name: 'deposit' | 'price', label: string) => (
    <NumberFieldElement
      key={`${deal}-${name}`}
      control={control}
      name={name}
      label={label}
      required
      maxLength={AMOUNT_MAX_LENGTH}
      unit={F.unitWon}
      width={240}
    />
  );
  return (
    <>
      <RadioGroupElement
        control={control}
        name="sellingType"
        label={R.dealType}
        required
        options={apiEnums.SellingType.map((t) => ({ value: t, label: R.dealTypes[t] }))}
      />
      <FieldRow>
        {(deal === 'MONTHLY' || deal === 'LEASE') && amount('deposit', R.deposit)}
        {deal === 'MONTHLY' && amount('price', R.monthlyRent)}
        {deal === 'SALE' && amount('price', R.salePrice)}
      </FieldRow>
    </>
  );
}
