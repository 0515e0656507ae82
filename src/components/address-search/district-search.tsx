import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  legalDistrictsQueryOptions,
  type DistrictQuery,
  type LegalDistrict,
} from '@/api/queries/legal-districts';
import { FormField } from '@/components/form/form-field';
import { helperId } from '@/components/form/helper-id';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useDebounced } from './use-debounced';

export interface DistrictSearchProps {
  id?: string;
  label: string;
  placeholder?: string;
  /** listing: 읍면동 and 리 only (a listing's address); region: every level (a search filter). */
  scope: DistrictQuery['scope'];
  value: LegalDistrict | null;
  onChange: (district: LegalDistrict | null) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: string;
  helperText?: string;
  width?: number | string;
  /** Takes the focus once mounted (it replaced the box the broker had just focused). */
  focusOnMount?: boolean;
}

/** Type-ahead waits this long after the last key before asking the server. */
const TYPE_AHEAD_MS = 150;

/**
 * Search of the legal districts (법정동) by name: type words of a 시도, 시군구, 읍면동 or 리 (관악
 * 신림), move through the matches with the arrow keys and choose one with Enter. The server
 * answers from its index of the shipped dataset.
 */
export function DistrictSearch(props: DistrictSearchProps) {
  const t = useConfig(messages.address);
  const [input, setInput] = useState('');
  const q = useDebounced(input, TYPE_AHEAD_MS);
  // Typing the chosen district's own name back is no new search.
  const typing = props.value?.fullName !== input ? q : '';
  const input$ = useRef<HTMLInputElement>(null);
  const { focusOnMount } = props;
  useEffect(() => {
    if (focusOnMount) input$.current?.focus();
  }, [focusOnMount]);
  const found = useQuery(legalDistrictsQueryOptions({ q: typing, scope: props.scope }));
  const options = typing.trim() ? (found.data?.items ?? []) : [];

  return (
    <Autocomplete<LegalDistrict>
      id={props.id}
      value={props.value}
      options={options}
      // The server filters and ranks; the list shows its answer as it is.
      filterOptions={(o) => o}
      getOptionLabel={(d) => d.fullName}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      onChange={(_e, d) => props.onChange(d)}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      onBlur={props.onBlur}
      loading={found.isFetching}
      loadingText={t.loading}
      noOptionsText={input.trim() ? t.noMatch : t.typeToSearch}
      autoHighlight
      sx={{ width: props.width ?? 520 }}
      renderOption={({ key, ...li }, d) => (
        <Box component="li" key={key} {...li} sx={{ display: 'flex', gap: 1 }}>
          <Box component="span" sx={{ flex: 1 }}>
            {d.fullName}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
            {t.levels[d.level]}
          </Box>
        </Box>
      )}
      renderInput={(params) => {
        const described = (props.error ?? props.helperText) ? helperId(params.id) : undefined;
        return (
          <FormField
            id={params.id}
            label={props.label}
            required={props.required}
            error={Boolean(props.error)}
            helperText={props.error ?? props.helperText}
            width={props.width ?? 520}
          >
            <OutlinedInput
              {...params.slotProps.input}
              inputRef={input$}
              placeholder={props.placeholder}
              error={Boolean(props.error)}
              fullWidth
              inputProps={{
                ...params.slotProps.htmlInput,
                required: props.required,
                'aria-invalid': Boolean(props.error) || undefined,
                'aria-describedby': described,
              }}
              sx={{ bgcolor: 'background.paper' }}
            />
          </FormField>
        );
      }}
    />
  );
}
