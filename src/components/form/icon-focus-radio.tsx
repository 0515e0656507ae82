import BoltIcon from '@mui/icons-material/Bolt';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import HandymanIcon from '@mui/icons-material/Handyman';
import PetsIcon from '@mui/icons-material/Pets';
import SchoolIcon from '@mui/icons-material/School';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import TrainIcon from '@mui/icons-material/Train';
import WeekendIcon from '@mui/icons-material/Weekend';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import Box from '@mui/material/Box';
import type { ReactNode, Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import { uiConfig } from '@/generated/config/ui';
import { useConfig, useConfigVersion } from '@/lib/config';
import type { ElementProps, FieldBaseProps } from './field-base';
import { FieldsetShell } from './fieldset-shell';
import { LISTING_TAG_TYPES, listingTagLabel, type ListingTagType } from './listing-tags';
import { useFieldBinding } from './use-field-binding';
import { useFieldId } from './use-field-id';
import { useChosenBeforeHydration } from './use-typed-before-hydration';

const ICONS: Record<ListingTagType, typeof ThumbUpIcon> = {
  POWERFUL_RECOMMENDED: ThumbUpIcon,
  QUICKLY_SELL: BoltIcon,
  REMODELING: HandymanIcon,
  PETS_ALLOWED: PetsIcon,
  NEW_CONSTRUCTIONS: FiberNewIcon,
  STATION_AREA: TrainIcon,
  POPULAR_ROOM: WhatshotIcon,
  QUICK_MOVE_IN: EventAvailableIcon,
  ELEMENTARY_SCHOOL_AREA: SchoolIcon,
  FULL_OPTION: WeekendIcon,
};

/** The icon of one listing tag at the given size (default 24). */
export function ListingTagIcon({ type, size: sizeProp }: { type: ListingTagType; size?: number }) {
  const { iconSize } = useConfig(uiConfig).form;
  const size = sizeProp ?? iconSize;
  const Icon = ICONS[type];
  return <Icon aria-hidden="true" sx={{ fontSize: size, width: size, height: size }} />;
}

export interface IconFocusRadioProps extends Omit<FieldBaseProps, 'width'> {
  label: ReactNode;
  value: ListingTagType | '';
  onChange: (value: ListingTagType) => void;
  types?: readonly ListingTagType[];
  iconSize?: number;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Icon-focus radio: choose one listing tag. Each option is a native radio (visually hidden) in
 * a `<label>` card showing the tag's icon and Korean name; arrow keys move the choice.
 */
export function IconFocusRadio({
  value,
  onChange,
  onBlur,
  types = LISTING_TAG_TYPES,
  iconSize: iconSizeProp,
  inputRef,
  ...base
}: IconFocusRadioProps) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const { iconSize: defaultIconSize } = useConfig(uiConfig).form;
  const iconSize = iconSizeProp ?? defaultIconSize;
  const { disabled, error, required } = base;
  const fieldId = useFieldId(base.id, base.name);
  const groupName = base.name ?? fieldId;
  useChosenBeforeHydration<string>(`radio:${groupName}`, value, (chosen) => {
    const type = types.find((t) => t === chosen);
    if (type) onChange(type);
  });
  return (
    <FieldsetShell {...base} id={fieldId} legendGap={1}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 1 }}>
        {types.map((type, i) => {
          const checked = value === type;
          return (
            <Box
              key={type}
              component="label"
              data-tag={type}
              sx={{
                position: 'relative',
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                height: 44,
                px: 1.5,
                borderRadius: 1.5,
                border: '1px solid',
                borderColor: error ? 'error.main' : checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'scale.brand.50' : 'background.paper',
                color: disabled ? 'text.disabled' : checked ? 'primary.dark' : 'text.primary',
                fontSize: 14,
                fontWeight: checked ? 700 : 500,
                cursor: disabled ? 'default' : 'pointer',
                '&:focus-within': {
                  outline: '2px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={groupName}
                value={type}
                checked={checked}
                disabled={disabled}
                required={required}
                ref={i === 0 ? inputRef : undefined}
                onChange={() => onChange(type)}
                onBlur={onBlur}
                sx={{
                  position: 'absolute',
                  opacity: 0,
                  width: '1px',
                  height: '1px',
                  m: 0,
                  left: 0,
                  top: 0,
                }}
              />
              <ListingTagIcon type={type} size={iconSize} />
              <span>{listingTagLabel(type)}</span>
            </Box>
          );
        })}
      </Box>
    </FieldsetShell>
  );
}

/** react-hook-form binding of IconFocusRadio (the form value is the tag type or ''). */
export function IconFocusRadioElement<T extends FieldValues>({
  name,
  control,
  rules,
  helperText,
  ...rest
}: ElementProps<T, IconFocusRadioProps>) {
  const binding = useFieldBinding({ name, control, rules, helperText });
  return <IconFocusRadio {...rest} {...binding} value={binding.value as ListingTagType | ''} />;
}
