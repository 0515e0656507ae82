import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { DatePicker } from '@/components/date-picker/date-picker';
import { Badge, type BadgeTone } from '@/components/form/badge';
import { Button, type ButtonKind, type ButtonSize } from '@/components/form/button';
import { Checkbox } from '@/components/form/checkbox';
import { Chips } from '@/components/form/chips';
import { IconFocusRadio } from '@/components/form/icon-focus-radio';
import { LabelGroup } from '@/components/form/label-group';
import type { ListingTagType } from '@/components/form/listing-tags';
import { NumberInput } from '@/components/form/number-input';
import { RadioGroup } from '@/components/form/radio-group';
import { Select } from '@/components/form/select';
import { TextInput } from '@/components/form/text-input';
import { TextArea } from '@/components/form/textarea';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { fmt } from '@/lib/format-message';
import { positionOptions } from '@/lib/positions';

const catalogueText = messages.form.catalogue;
const options = [
  { value: 'a', label: catalogueText.optionA },
  { value: 'b', label: catalogueText.optionB },
  { value: 'c', label: catalogueText.optionC },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={`cat-${id}`}
      data-block={id}
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 3, mb: 3 }}
    >
      <Typography id={`cat-${id}`} component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: 3,
          alignItems: 'start',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function Value({ v }: { v: string }) {
  return (
    <Typography component="p" sx={{ fontSize: 12, color: 'text.secondary', mt: 0.5 }}>
      {fmt(catalogueText.value, { value: v === '' ? catalogueText.empty : v })}
    </Typography>
  );
}

function useText(initial = '') {
  return useState(initial);
}

/** /dev/form-blocks: every form block in every state (dev only). */
export default function FormBlocksCatalogueScreen() {
  const [t1, setT1] = useText();
  const [t2, setT2] = useText('빠르게 답변드립니다');
  const [t3, setT3] = useText('스무 자를 넘긴 상태 메시지 예시 입니다');
  const [t4, setT4] = useText('');
  const [n1, setN1] = useText('');
  const [n2, setN2] = useText('33.06');
  const [n3, setN3] = useText('');
  const [a1, setA1] = useText('');
  const [a2, setA2] = useText('첫 줄\n둘째 줄');
  const [s1, setS1] = useText('');
  const [s2, setS2] = useText('');
  const [c1, setC1] = useState(true);
  const [c2, setC2] = useState(false);
  const [r1, setR1] = useText('a');
  const [r2, setR2] = useText('');
  const [tag, setTag] = useState<ListingTagType | ''>('STATION_AREA');
  const [chips, setChips] = useState<string[]>(['a']);
  const [d1, setD1] = useText('');
  const [d2, setD2] = useText('2026-03-15');
  const [d3, setD3] = useText('2024-02-29');

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', py: 5, px: 2 }}>
      <Typography component="h1" sx={{ fontSize: 28, fontWeight: 700, mb: 1 }}>
        {catalogueText.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{catalogueText.intro}</Typography>

      <Section id="text" title={catalogueText.text}>
        <Box>
          <TextInput
            label={catalogueText.normal}
            value={t1}
            onChange={setT1}
            helperText={catalogueText.helper}
          />
        </Box>
        <Box>
          <TextInput
            label={catalogueText.counter}
            value={t2}
            onChange={setT2}
            maxLength={20}
            required
          />
        </Box>
        <Box>
          <TextInput
            label={catalogueText.counterOff}
            value={t3}
            onChange={setT3}
            maxLength={20}
            enforceMaxLength={false}
          />
        </Box>
        <Box>
          <TextInput
            label={catalogueText.error}
            value={t4}
            onChange={setT4}
            error
            helperText={catalogueText.errorHelper}
          />
        </Box>
        <Box>
          <TextInput
            label={catalogueText.disabled}
            value={catalogueText.disabled}
            onChange={() => undefined}
            disabled
          />
        </Box>
      </Section>

      <Section id="number" title={catalogueText.number}>
        <Box>
          <NumberInput
            label={catalogueText.integer}
            value={n1}
            onChange={setN1}
            maxLength={6}
            unit={messages.form.unitWon}
          />
          <Value v={n1} />
        </Box>
        <Box>
          <NumberInput
            label={catalogueText.decimals}
            value={n2}
            onChange={setN2}
            decimals={2}
            max={100}
            unit={messages.form.unitM2}
          />
          <Value v={n2} />
        </Box>
        <Box>
          <NumberInput
            label={catalogueText.error}
            value={n3}
            onChange={setN3}
            error
            helperText={messages.form.errNumber}
          />
        </Box>
        <Box>
          <NumberInput
            label={catalogueText.disabled}
            value="1200"
            onChange={() => undefined}
            disabled
          />
        </Box>
      </Section>

      <Section id="textarea" title={catalogueText.textarea}>
        <Box>
          <TextArea
            label={catalogueText.lines}
            value={a1}
            onChange={setA1}
            maxLength={100}
            maxLines={3}
          />
        </Box>
        <Box>
          <TextArea
            label={catalogueText.error}
            value={a2}
            onChange={setA2}
            error
            helperText={catalogueText.errorHelper}
            maxLines={3}
          />
        </Box>
        <Box>
          <TextArea
            label={catalogueText.disabled}
            value={catalogueText.disabled}
            onChange={() => undefined}
            disabled
          />
        </Box>
      </Section>

      <Section id="select" title={catalogueText.select}>
        <Select label={catalogueText.normal} value={s1} onChange={setS1} options={options} />
        <Select
          label={messages.form.room.position}
          value={s2}
          onChange={setS2}
          options={positionOptions('all').map((o) => ({ value: String(o.value), label: o.label }))}
          error={s2 === ''}
          helperText={s2 === '' ? messages.form.errSelect : undefined}
          required
        />
        <Select
          label={catalogueText.disabled}
          value="a"
          onChange={() => undefined}
          options={options}
          disabled
        />
      </Section>

      <Section id="checkbox" title={catalogueText.checkbox}>
        <Checkbox
          label={catalogueText.checked}
          description={catalogueText.helper}
          checked={c1}
          onChange={setC1}
        />
        <Checkbox label={catalogueText.error} checked={c2} onChange={setC2} error />
        <Checkbox label={catalogueText.disabled} checked onChange={() => undefined} disabled />
      </Section>

      <Section id="radio" title={catalogueText.radio}>
        <RadioGroup label={catalogueText.normal} value={r1} onChange={setR1} options={options} />
        <RadioGroup
          label={catalogueText.error}
          value={r2}
          onChange={setR2}
          options={options}
          required
          error
          helperText={messages.form.errSelect}
        />
        <RadioGroup
          label={catalogueText.disabled}
          value="b"
          onChange={() => undefined}
          options={options}
          disabled
        />
      </Section>

      <Box
        component="section"
        aria-labelledby="cat-icon"
        data-block="icon-focus"
        sx={{
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 2,
          p: 3,
          mb: 3,
          display: 'flex',
          flexDirection: 'column',
          gap: 3,
        }}
      >
        <Typography id="cat-icon" component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
          {catalogueText.iconFocus}
        </Typography>
        <IconFocusRadio label={catalogueText.normal} value={tag} onChange={setTag} />
        <IconFocusRadio
          label={catalogueText.error}
          value=""
          onChange={() => undefined}
          error
          required
          helperText={messages.form.errSelect}
          types={['QUICKLY_SELL', 'PETS_ALLOWED']}
        />
        <IconFocusRadio
          label={catalogueText.disabled}
          value="FULL_OPTION"
          onChange={() => undefined}
          disabled
          types={['FULL_OPTION', 'NEW_CONSTRUCTIONS']}
        />
      </Box>

      <Section id="label-group" title={catalogueText.labelGroup}>
        <LabelGroup
          title={catalogueText.groupTitle}
          required
          description={catalogueText.groupDescription}
        />
        <LabelGroup
          title={catalogueText.groupOptional}
          description={catalogueText.groupDescription}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <LabelGroup
            title={catalogueText.groupTitle}
            required
            layout="row"
            htmlFor="cat-label-row"
          >
            <TextInput id="cat-label-row" value="" onChange={() => undefined} width={360} />
          </LabelGroup>
        </Box>
      </Section>

      <Section id="chips" title={catalogueText.chips}>
        <Chips
          label={catalogueText.chips}
          items={options}
          selected={chips}
          onToggle={(v) => setChips((p) => (p.includes(v) ? p.filter((x) => x !== v) : [...p, v]))}
        />
        <Chips
          label={catalogueText.normal}
          items={options}
          onDelete={() => undefined}
          size="small"
        />
        <Chips
          label={catalogueText.disabled}
          items={options.map((o) => ({ ...o, disabled: true }))}
        />
      </Section>

      <Section id="badges" title={catalogueText.badges}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(['gray', 'brand', 'blue', 'red', 'green', 'yellow'] as BadgeTone[]).map((t) => (
            <Badge key={t} tone={t}>
              {catalogueText.tones[t]}
            </Badge>
          ))}
        </Box>
      </Section>

      <Section id="buttons" title={catalogueText.buttons}>
        {(['primary', 'secondary', 'outline', 'danger'] as ButtonKind[]).map((k) => (
          <Box key={k} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {(['sm', 'md', 'lg', 'xl'] as ButtonSize[]).map((s) => (
              <Button key={s} size={s} kind={k}>
                {fmt(catalogueText.sizeLabel, {
                  kind: catalogueText.kinds[k as keyof typeof catalogueText.kinds],
                  size: s,
                  px: uiConfig.form.buttonSizes[s],
                })}
              </Button>
            ))}
          </Box>
        ))}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button kind="link" size="md" to={href('dev-form-blocks')}>
            {catalogueText.linkButton}
          </Button>
          <Button size="md" disabled>
            {catalogueText.disabled}
          </Button>
        </Box>
      </Section>

      <Section id="date-picker" title={catalogueText.datePicker}>
        <Box>
          <DatePicker label={catalogueText.dateDefault} value={d1} onChange={setD1} />
          <Value v={d1} />
        </Box>
        <Box>
          <DatePicker
            label={catalogueText.dateRange}
            value={d2}
            onChange={setD2}
            min="2026-01-10"
            max="2026-12-20"
          />
          <Value v={d2} />
        </Box>
        <Box>
          <DatePicker label={catalogueText.dateDivider} value={d3} onChange={setD3} divider="-" />
          <Value v={d3} />
        </Box>
        <Box>
          <DatePicker
            label={catalogueText.error}
            value=""
            onChange={() => undefined}
            error
            helperText={messages.form.errDate}
          />
        </Box>
        <Box>
          <DatePicker
            label={catalogueText.disabled}
            value="2026-01-01"
            onChange={() => undefined}
            disabled
          />
        </Box>
      </Section>
    </Box>
  );
}
