import { useWatch } from 'react-hook-form';
import { DatePickerElement } from '@/components/date-picker/date-picker-element';
import { todayYmd, toValue } from '@/components/date-picker/date-rules';
import { RadioGroupElement } from '@/components/form/radio-group';
import { SelectElement } from '@/components/form/select-element';
import { TextFieldElement } from '@/components/form/text-input';
import { apiEnums } from '@/generated/api/limits';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { TITLE_MAX } from '../model/room-form-values';
import { BuildingTypeField } from './building-type-field';
import { FieldRow, type RoomFieldsProps } from './form-section';
import { RegistrantField } from './registrant-field';

/** Title, room type with the building's use, the registrant's position and the move-in. */
export function RoomBasicFields({ control, isNew }: RoomFieldsProps) {
  const roomsText = useConfig(messages.pages.rooms);
  const R = useConfig(messages.form).room;

  const moveIn = useWatch({ control, name: 'moveInType' });
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
          width={200}
          options={apiEnums.RoomType.map((t) => ({
            value: t,
            label: roomsText.roomTypes[t],
          }))}
        />
        <BuildingTypeField control={control} />
        <RegistrantField control={control} />
      </FieldRow>
      <FieldRow>
        <RadioGroupElement
          control={control}
          name="moveInType"
          label={R.moveInType}
          required
          options={apiEnums.MoveInType.map((t) => ({ value: t, label: roomsText.moveInTypes[t] }))}
        />
        {moveIn === 'DATE' && (
          <DatePickerElement
            control={control}
            name="moveInDate"
            label={R.moveInDate}
            required
            // A new listing moves in from today; an old one may keep the date it had.
            min={isNew ? toValue(todayYmd()) : undefined}
            width={240}
            helperText={R.moveInHelp}
          />
        )}
      </FieldRow>
    </>
  );
}
