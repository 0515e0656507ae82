import { format } from 'date-fns';
import { useWatch } from 'react-hook-form';
import { DatePickerElement } from '@/components/date-picker/date-picker-element';
import { VALUE_FORMAT } from '@/components/date-picker/date-rules';
import { NumberFieldElement } from '@/components/form/number-field-element';
import { SelectElement } from '@/components/form/select-element';
import { TextFieldElement } from '@/components/form/text-input';
import { apiEnums } from '@/generated/api/limits';
import { messages } from '@/generated/config/messages';
import { productsConfig } from '@/generated/config/products';
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { AREA_MAX, TITLE_MAX, toPyeong } from '../model/room-form-values';
import { FloorFields } from './floor-fields';
import { FieldRow, type RoomFieldsProps } from './form-section';
import { RegistrantField } from './registrant-field';

/** Title, room type, the registrant's position, area with its 평, floors and the move-in date. */
export function RoomBasicFields({ control, isNew }: RoomFieldsProps) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const roomsText = useConfig(messages.pages.rooms);
  const F = useConfig(messages.form);
  const R = F.room;

  const { areaFactor } = useConfig(productsConfig);
  const area = useWatch({ control, name: 'areaM2' });
  const pyeong = toPyeong(area, areaFactor);
  return (
    <>
      <TextFieldElement
        control={control}
        name="title"
        label={R.titleLabel}
        required
        maxLength={TITLE_MAX}
        placeholder={R.titlePlaceholder}
        width={520}
      />
      <FieldRow>
        <SelectElement
          control={control}
          name="roomType"
          label={R.roomType}
          required
          width={240}
          options={apiEnums.RoomType.map((t) => ({
            value: t,
            label: roomsText.roomTypes[t],
          }))}
        />
        <RegistrantField control={control} />
      </FieldRow>
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
          helperText={pyeong ? fmt(F.pyeongValue, { n: pyeong }) : R.areaHelp}
        />
        <FloorFields control={control} />
        <DatePickerElement
          control={control}
          name="moveInDate"
          label={R.moveIn}
          required
          // A new listing moves in from today; an old one may keep the date it had.
          min={isNew ? format(new Date(), VALUE_FORMAT) : undefined}
          width={240}
          helperText={R.moveInHelp}
        />
      </FieldRow>
    </>
  );
}
