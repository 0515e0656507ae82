import { useEffect } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { Schema } from '@/api/types';
import { Select } from '@/components/form/select';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { BUILDING_TYPES_BY_ROOM_TYPE } from '@domain/listing-disclosures';
import type { RoomFieldsProps } from './form-section';

const NONE: readonly string[] = [];

/**
 * 건축물 용도 (중개대상물 종류): the uses the chosen room type may be advertised as. An apartment or
 * an officetel has one, chosen for the broker; a use the new room type cannot be is cleared.
 */
export function BuildingTypeField({ control }: Pick<RoomFieldsProps, 'control'>) {
  const roomsText = useConfig(messages.pages.rooms);
  const R = useConfig(messages.form).room;

  const roomType = useWatch({ control, name: 'roomType' });
  const { field, fieldState } = useController({ control, name: 'buildingType' });
  const allowed = BUILDING_TYPES_BY_ROOM_TYPE[roomType] ?? NONE;
  const { value, onChange } = field;
  useEffect(() => {
    if (allowed.length === 1 && value !== allowed[0]) onChange(allowed[0]);
    else if (value !== '' && allowed.length > 1 && !allowed.includes(value)) onChange('');
  }, [allowed, value, onChange]);
  return (
    <Select
      name={field.name}
      label={R.buildingType}
      required
      width={200}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? R.buildingTypeHelp}
      disabled={allowed.length <= 1}
      options={allowed.map((t) => ({
        value: t,
        label: roomsText.buildingTypes[t as Schema<'BuildingType'>],
      }))}
    />
  );
}
