import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Button } from '@/components/form/button';
import { Form } from '@/components/form/form';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { studioVersionChangesQueryOptions } from '../../api/get-studio-version-changes';
import { studioVersionsQueryOptions } from '../../api/get-studio-versions';
import { ChangeList } from '../../components/change-list';

/**
 * Any two versions side by side: pick the version to compare from and the one to compare, and
 * read what differs in the same words as the history.
 */
export function VersionCompare() {
  // The newest version there is heads the list of versions.
  const newest = useQuery(studioVersionsQueryOptions(1));
  const latest = newest.data?.items[0]?.version;
  return latest === undefined ? null : <ComparePickers latest={latest} />;
}

function ComparePickers({ latest }: { latest: number }) {
  const t = useConfig(messages.studio).historyLog.compare;
  const [from, setFrom] = useState(Math.max(0, latest - 1));
  const [to, setTo] = useState(latest);
  const [asked, setAsked] = useState<{ from: number; to: number } | null>(null);
  const result = useQuery({
    ...studioVersionChangesQueryOptions(asked?.to ?? 0, asked?.from ?? 0),
    enabled: !!asked,
  });
  const versions = Array.from({ length: latest + 1 }, (_, i) => latest - i);
  const picker = (id: string, label: string, value: number, onChange: (v: number) => void) => (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      size="small"
      sx={{ width: 200 }}
    >
      {versions.map((v) => (
        <MenuItem key={v} value={v}>
          {v === 0 ? t.builtIn : fmt(t.version, { version: v })}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="studio-compare-title">
      <Typography id="studio-compare-title" component="h3" variant="h6">
        {t.title}
      </Typography>
      <Typography color="text.secondary">{t.lead}</Typography>
      <Form
        sx={{ display: 'flex', flexDirection: 'row', gap: 1.5, alignItems: 'center' }}
        onSubmit={(e) => {
          e.preventDefault();
          setAsked({ from, to });
        }}
      >
        {picker('studio-compare-from', t.from, from, setFrom)}
        {picker('studio-compare-to', t.to, to, setTo)}
        <Button type="submit" size="md" kind="outline">
          {t.submit}
        </Button>
      </Form>
      {result.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(result.error, t.failed) || t.failed}
        </Alert>
      )}
      {asked && result.data && (
        <Stack spacing={1} data-testid="compare-result">
          <Typography sx={{ fontWeight: 700 }}>
            {fmt(t.result, { from: asked.from, to: asked.to, n: result.data.changes.length })}
          </Typography>
          <ChangeList changes={result.data.changes} />
        </Stack>
      )}
    </Stack>
  );
}
