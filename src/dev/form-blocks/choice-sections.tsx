import Box from '@mui/material/Box';
import { Badge, type BadgeTone } from '@/components/form/badge';
import { Button, type ButtonKind, type ButtonSize } from '@/components/form/button';
import { Chips } from '@/components/form/chips';
import { IconFocusRadio } from '@/components/form/icon-focus-radio';
import { LabelGroup } from '@/components/form/label-group';
import { RadioGroup } from '@/components/form/radio-group';
import { TextInput } from '@/components/form/text-input';
import { href } from '@/generated/config/href';
import type { messages } from '@/generated/config/messages';
import type { UiConfig } from '@/generated/config/ui';
import { fmt } from '@/lib/format-message';
import { CheckboxSample } from './checkbox-sample';
import type { GallerySection } from './gallery-section';
import { Live } from './live-sample';
import { sampleOptions } from './sample-options';
import { samplesOf } from './samples-of';
const TONES: readonly BadgeTone[] = ['gray', 'brand', 'blue', 'red', 'green', 'yellow'];
const KINDS = ['primary', 'secondary', 'outline', 'danger'] as const satisfies ButtonKind[];
const SIZES: readonly ButtonSize[] = ['sm', 'md', 'lg', 'xl'];

const toggle = (list: readonly string[], v: string) =>
  list.includes(v) ? list.filter((x) => x !== v) : [...list, v];

/** The choice blocks and the small ones: checkbox, radios, label group, chips, badges, buttons. */
export function choiceSections(F: typeof messages.form, ui: UiConfig): readonly GallerySection[] {
  const text = F.catalogue;
  const options = sampleOptions(text);
  return [
    {
      id: 'checkbox',
      title: text.checkbox,
      samples: samplesOf(CheckboxSample, [
        { initial: true, props: { label: text.checked, description: text.helper } },
        { initial: false, props: { label: text.error, error: true } },
        { initial: true, fixed: true, props: { label: text.disabled, disabled: true } },
      ]),
    },
    {
      id: 'radio',
      title: text.radio,
      samples: samplesOf(RadioGroup, [
        { initial: 'a', props: { label: text.normal, options } },
        {
          initial: '',
          props: {
            label: text.error,
            options,
            required: true,
            error: true,
            helperText: F.errSelect,
          },
        },
        {
          initial: 'b',
          fixed: true,
          props: { label: text.disabled, options, disabled: true },
        },
      ]),
    },
    {
      id: 'icon-focus',
      title: text.iconFocus,
      layout: 'stack',
      samples: samplesOf(IconFocusRadio, [
        { initial: 'STATION_AREA', props: { label: text.normal } },
        {
          initial: '',
          fixed: true,
          props: {
            label: text.error,
            error: true,
            required: true,
            helperText: F.errSelect,
            types: ['QUICKLY_SELL', 'PETS_ALLOWED'],
          },
        },
        {
          initial: 'FULL_OPTION',
          fixed: true,
          props: {
            label: text.disabled,
            disabled: true,
            types: ['FULL_OPTION', 'NEW_CONSTRUCTIONS'],
          },
        },
      ]),
    },
    {
      id: 'label-group',
      title: text.labelGroup,
      samples: [
        <LabelGroup title={text.groupTitle} required description={text.groupDescription} />,
        <LabelGroup title={text.groupOptional} description={text.groupDescription} />,
        <Box sx={{ gridColumn: '1 / -1' }}>
          <LabelGroup title={text.groupTitle} required layout="row" htmlFor="cat-label-row">
            <TextInput id="cat-label-row" value="" onChange={() => undefined} width={360} />
          </LabelGroup>
        </Box>,
      ],
    },
    {
      id: 'chips',
      title: text.chips,
      samples: [
        <Live initial={['a']}>
          {(selected: readonly string[], setSelected) => (
            <Chips
              label={text.chips}
              items={options}
              selected={selected}
              onToggle={(v) => setSelected(toggle(selected, v))}
            />
          )}
        </Live>,
        <Chips label={text.normal} items={options} onDelete={() => undefined} size="small" />,
        <Chips label={text.disabled} items={options.map((o) => ({ ...o, disabled: true }))} />,
      ],
    },
    {
      id: 'badges',
      title: text.badges,
      samples: [
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {TONES.map((t) => (
            <Badge key={t} tone={t}>
              {text.tones[t]}
            </Badge>
          ))}
        </Box>,
      ],
    },
    {
      id: 'buttons',
      title: text.buttons,
      samples: [
        ...KINDS.map((kind) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {SIZES.map((size) => (
              <Button key={size} size={size} kind={kind}>
                {fmt(text.sizeLabel, {
                  kind: text.kinds[kind],
                  size,
                  px: ui.form.buttonSizes[size],
                })}
              </Button>
            ))}
          </Box>
        )),
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button kind="link" size="md" to={href('dev-form-blocks')}>
            {text.linkButton}
          </Button>
          <Button size="md" disabled>
            {text.disabled}
          </Button>
        </Box>,
      ],
    },
  ];
}
