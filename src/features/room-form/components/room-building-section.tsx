import { useWatch } from 'react-hook-form';
import { DatePickerElement } from '@/components/date-picker/date-picker-element';
import { todayYmd, toValue } from '@/components/date-picker/date-rules';
import { NumberFieldElement } from '@/components/form/number-field-element';
import { RadioGroupElement } from '@/components/form/radio-group';
import { SelectElement } from '@/components/form/select-element';
import { toPyeong } from '@/components/listing-ad/pyeong';
import { apiEnums, apiLimits } from '@/generated/api/limits';
import { messages } from '@/generated/config/messages';
import { productsConfig } from '@/generated/config/products';
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { AREA_MAX } from '../model/room-form-values';
import { FloorFields } from './floor-fields';
import { FieldRow, type RoomFieldsProps } from './form-section';

const digits = (n: number) => String(n).length;

/**
 * 면적·구조: 전용 and 공급 면적 with their 평, floors, rooms and bathrooms, the direction and what
 * it is taken from, the approval date and parking (the ad disclosures of issue 26 #1).
 */
export function RoomBuildingFields({ control }: RoomFieldsProps) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const roomsText = useConfig(messages.pages.rooms);
  const F = useConfig(messages.form);
  const R = F.room;

  const { areaFactor } = useConfig(productsConfig);
  const [area, supply, parking] = useWatch({
    control,
    name: ['areaM2', 'supplyAreaM2', 'parkingAvailable'],
  });
  const py = (m2: string, help: string) => {
    const n = toPyeong(m2, areaFactor);
    return n ? fmt(F.pyeongValue, { n }) : help;
  };
  const count = (name: 'roomCount' | 'bathroomCount', label: string, max: number) => (
    <NumberFieldElement
      control={control}
      name={name}
      label={label}
      required
      maxLength={digits(max)}
      unit={R.countUnit}
      width={140}
    />
  );
  return (
    <>
      <FieldRow>
        <NumberFieldElement
          control={control}
          name="areaM2"
          label={R.area}
          required
          decimals={2}
          max={AREA_MAX}
          unit={F.unitM2}
          width={240}
          helperText={py(area, R.areaHelp)}
        />
        <NumberFieldElement
          control={control}
          name="supplyAreaM2"
          label={R.supplyArea}
          decimals={2}
          max={AREA_MAX}
          unit={F.unitM2}
          width={240}
          helperText={py(supply, R.supplyAreaHelp)}
        />
      </FieldRow>
      <FieldRow>
        <FloorFields control={control} />
        {count('roomCount', R.roomCount, apiLimits.roomCountMax)}
        {count('bathroomCount', R.bathroomCount, apiLimits.bathroomCountMax)}
      </FieldRow>
      <FieldRow>
        <SelectElement
          control={control}
          name="direction"
          label={R.direction}
          required
          width={160}
          options={apiEnums.Direction.map((d) => ({ value: d, label: roomsText.directions[d] }))}
        />
        <SelectElement
          control={control}
          name="directionBasis"
          label={R.directionBasis}
          required
          width={200}
          options={apiEnums.DirectionBasis.map((d) => ({
            value: d,
            label: roomsText.directionBases[d],
          }))}
        />
        <SelectElement
          control={control}
          name="approvalKind"
          label={R.approvalKind}
          required
          placeholder={false}
          width={160}
          options={apiEnums.ApprovalKind.map((k) => ({
            value: k,
            label: roomsText.approvalKinds[k],
          }))}
        />
        <DatePickerElement
          control={control}
          name="approvalDate"
          label={R.approvalDate}
          required
          // A building is approved before it is advertised.
          max={toValue(todayYmd())}
          width={220}
          helperText={R.approvalDateHelp}
        />
      </FieldRow>
      <FieldRow>
        <RadioGroupElement
          control={control}
          name="parkingAvailable"
          label={R.parking}
          required
          options={[
            { value: 'true', label: R.parkingChoices.yes },
            { value: 'false', label: R.parkingChoices.no },
          ]}
        />
        {parking === 'true' && (
          <NumberFieldElement
            control={control}
            name="parkingSpaces"
            label={R.parkingSpaces}
            required
            maxLength={digits(apiLimits.parkingSpacesMax)}
            unit={R.parkingUnit}
            width={160}
          />
        )}
      </FieldRow>
    </>
  );
}
