import Box from '@mui/material/Box';
import { useState } from 'react';
import type { LegalDistrict } from '@/api/queries/legal-districts';
import { LazyDistrictSearch } from '@/components/address-search/lazy-district-search';
import { Button } from '@/components/form/button';
import { Form } from '@/components/form/form';
import { Select } from '@/components/form/select';
import { TextInput } from '@/components/form/text-input';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { SORTS, type GongsilQuery, type GongsilSort } from '../model/gongsil-query';

type SearchPatch = Partial<Pick<GongsilQuery, 'region' | 'regionName' | 'keyword' | 'sort'>>;

/** The region of the address as the search box shows it (its name is all the address keeps). */
const regionValue = (q: GongsilQuery): LegalDistrict | null =>
  q.region
    ? {
        code: q.region,
        level: 'sigungu',
        name: q.regionName ?? '',
        fullName: q.regionName ?? '',
        sido: '',
        sigungu: '',
        eupmyeondong: '',
        ri: '',
      }
    : null;

/**
 * Search of the gongsil center (issue 26 #4): a region by legal district (any level), words of
 * the address or the request or a room number, and the order (newest, oldest, price).
 */
export function GongsilSearch({
  query,
  onChange,
}: {
  query: GongsilQuery;
  onChange: (patch: SearchPatch) => void;
}) {
  const t = useConfig(messages.gongsil).filters;
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const submitKeyword = () => {
    if (keyword.trim() !== (query.keyword ?? '')) onChange({ keyword: keyword.trim() });
  };
  return (
    <Box
      role="search"
      aria-label={t.searchLabel}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-end', flexWrap: 'wrap', pt: 2 }}
    >
      <LazyDistrictSearch
        id="gongsil-filter-region"
        label={t.region}
        placeholder={t.regionPlaceholder}
        scope="region"
        width={320}
        value={regionValue(query)}
        onChange={(d) => onChange({ region: d?.code ?? '', regionName: d?.fullName ?? '' })}
      />
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          submitKeyword();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}
      >
        <TextInput
          id="gongsil-filter-keyword"
          label={t.keyword}
          placeholder={t.keywordPlaceholder}
          type="search"
          maxLength={40}
          showCounter={false}
          width={240}
          value={keyword}
          onChange={setKeyword}
        />
        <Button type="submit" kind="secondary" size="lg">
          {t.search}
        </Button>
      </Form>
      <Select
        id="gongsil-filter-sort"
        placeholder={false}
        width={160}
        label={t.sort}
        value={query.sort ?? 'newest'}
        options={SORTS.map((v) => ({ value: v, label: t.sorts[v] }))}
        onChange={(v) => onChange({ sort: v as GongsilSort })}
      />
    </Box>
  );
}
