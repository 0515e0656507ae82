import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { TextInput } from '@/components/form/text-input';
import type { DistrictSearchProps } from './district-search';

// MUI's Autocomplete loads when the broker first goes to the box (focus, click or Tab), not with
// the page: the pages' first-load budgets (scripts/bench-bundle.ts) count every script a page
// fetches before it is idle.
const DistrictSearch = lazy(() =>
  import('./district-search').then((m) => ({ default: m.DistrictSearch })),
);

/** DistrictSearch behind a plain box of the same look that loads it on first use. */
export function LazyDistrictSearch(props: DistrictSearchProps) {
  const [active, setActive] = useState(false);
  const box = (
    // The house text box, read-only until the search has loaded in its place.
    <Box onFocusCapture={() => setActive(true)} sx={{ width: props.width ?? 520 }}>
      <TextInput
        id={props.id}
        label={props.label}
        placeholder={props.placeholder}
        required={props.required}
        error={Boolean(props.error)}
        helperText={props.error ?? props.helperText}
        value={props.value?.fullName ?? ''}
        onChange={() => {}}
      />
    </Box>
  );
  if (!active) return box;
  return (
    <Suspense fallback={box}>
      <DistrictSearch {...props} focusOnMount />
    </Suspense>
  );
}
