import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import { Chips } from '@/components/form/chips';
import { LabelGroup } from '@/components/form/label-group';
import { LISTING_TAG_TYPES, listingTagLabel } from '@/components/form/listing-tags';
import { TextareaElement } from '@/components/form/textarea';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MAX_LINES,
  TAGS_MAX,
  type RoomFormValues,
} from '../model/room-form-values';
import type { RoomFieldsProps } from './form-section';

/** Up to three listing tags as toggle chips; the rest are disabled once three are chosen. */
function TagChips({ control }: { control: Control<RoomFormValues> }) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const R = useConfig(messages.form).room;

  const { field, fieldState } = useController({ control, name: 'tags' });
  const chosen = field.value;
  const toggle = (tag: string) =>
    field.onChange(chosen.includes(tag) ? chosen.filter((t) => t !== tag) : [...chosen, tag]);
  return (
    <LabelGroup title={R.tags} description={R.tagsHelp}>
      <Chips
        label={R.tags}
        selected={chosen}
        onToggle={toggle}
        items={LISTING_TAG_TYPES.map((t) => ({
          value: t,
          label: listingTagLabel(t),
          disabled: !chosen.includes(t) && chosen.length >= TAGS_MAX,
        }))}
      />
      {fieldState.error && (
        <Typography role="alert" sx={{ color: 'error.main', fontSize: 13, mt: 0.5 }}>
          {fieldState.error.message}
        </Typography>
      )}
    </LabelGroup>
  );
}

/** Tags and the description (seed 001 §5 textarea limits). */
export function RoomDetailFields({ control }: RoomFieldsProps) {
  const R = useConfig(messages.form).room;

  return (
    <>
      <TagChips control={control} />
      <LabelGroup title={R.description} required htmlFor="room-description">
        <TextareaElement
          control={control}
          name="description"
          id="room-description"
          maxLength={DESCRIPTION_MAX}
          maxLines={DESCRIPTION_MAX_LINES}
          height={160}
          required
          placeholder={R.descriptionPlaceholder}
          helperText={fmt(R.descriptionHelp, {
            lines: DESCRIPTION_MAX_LINES,
            max: DESCRIPTION_MAX,
          })}
        />
      </LabelGroup>
    </>
  );
}
