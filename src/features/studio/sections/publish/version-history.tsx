import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Button } from '@/components/form/button';
import { ServerError } from '@/components/form/server-error';
import { Pagination } from '@/components/pagination/pagination';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import { getStudioVersion } from '../../api/get-studio-version';
import { studioVersionsQueryOptions, VERSIONS_PAGE_SIZE } from '../../api/get-studio-versions';
import { useRollbackMutation } from '../../api/post-studio-rollback';
import { RefusedProblems } from '../../components/refused-problems';
import { downloadBytes, versionZip } from '../../model/export-version';
import { useStudioDraftContext } from '../../model/studio-draft-context';
import { VersionChanges } from './version-changes';
const activeChip = { bgcolor: 'scale.green.700', color: 'common.white', fontWeight: 700 };

/**
 * Every published version, newest first (version, who, when, note), with a rollback to any of
 * them (published again as a new version after the same check as a publish) and an export of
 * its files as a ZIP to unpack into spec/config.
 */
export function VersionHistory() {
  const text = useConfig(messages.studio).history;

  const draft = useStudioDraftContext();
  const [page, setPage] = useState(1);
  const versions = useQuery(studioVersionsQueryOptions(page));
  const rollback = useRollbackMutation();
  const [shown, setShown] = useState<{ version: number; parent: number } | null>(null);

  const onRollback = (version: number) => {
    if (!window.confirm(fmt(text.rollbackConfirm, { version }))) return;
    rollback.submit(version, {
      onSuccess: async (r) => {
        toast.success(fmt(text.rolledBack, { version, next: r.version }));
        // The draft continues from the restored files on the new active version.
        await draft.restartFrom(r.version);
      },
    });
  };
  const onExport = async (version: number) => {
    try {
      const [{ files }, builtIn] = await Promise.all([
        getStudioVersion(version),
        getStudioVersion(0),
      ]);
      downloadBytes(versionZip(files, builtIn.files), `config-v${version}.zip`, 'application/zip');
    } catch (e) {
      toast.error(errorMessage(e, text.exportFailed));
    }
  };

  if (versions.isError) return <ServerError error={versions.error} fallback={text.loadFailed} />;
  const data = versions.data;
  return (
    <Stack spacing={1.5}>
      <ServerError error={rollback.error} fallback={text.rollbackFailed} />
      <RefusedProblems error={rollback.error} testId="rollback-problems" />
      <Table size="small" aria-label={text.title} data-testid="version-history">
        <TableHead>
          <TableRow>
            <TableCell>{text.version}</TableCell>
            <TableCell>{text.author}</TableCell>
            <TableCell>{text.publishedAt}</TableCell>
            <TableCell>{text.note}</TableCell>
            <TableCell align="right">{text.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.items.map((v) => (
            <TableRow key={v.version} data-version={v.version}>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{fmt(text.versionName, { version: v.version })}</span>
                  {v.version === data.activeVersion && (
                    <Chip size="small" label={text.active} sx={activeChip} />
                  )}
                </Stack>
              </TableCell>
              <TableCell>{v.author}</TableCell>
              <TableCell>{formatDateTime(v.publishedAt)}</TableCell>
              <TableCell>{v.note}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="sm"
                    kind="outline"
                    aria-label={fmt(text.changesOf, { version: v.version })}
                    onClick={() => setShown({ version: v.version, parent: v.parentVersion ?? 0 })}
                  >
                    {text.changes}
                  </Button>
                  <Button size="sm" kind="outline" onClick={() => void onExport(v.version)}>
                    {text.export}
                  </Button>
                  <Button
                    size="sm"
                    kind="danger-outline"
                    disabled={v.version === data.activeVersion || rollback.isPending}
                    onClick={() => onRollback(v.version)}
                    aria-label={fmt(text.rollbackLabel, { version: v.version })}
                  >
                    {text.rollback}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
          <TableRow data-version={0}>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{text.builtIn}</span>
                {data?.activeVersion === 0 && (
                  <Chip size="small" label={text.active} sx={activeChip} />
                )}
              </Stack>
            </TableCell>
            <TableCell colSpan={3}>
              <Typography variant="body2" color="text.secondary">
                {text.builtInNote}
              </Typography>
            </TableCell>
            <TableCell align="right">
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button size="sm" kind="outline" onClick={() => void onExport(0)}>
                  {text.export}
                </Button>
                <Button
                  size="sm"
                  kind="danger-outline"
                  disabled={!data || data.activeVersion === 0 || rollback.isPending}
                  onClick={() => onRollback(0)}
                  aria-label={fmt(text.rollbackLabel, { version: 0 })}
                >
                  {text.rollback}
                </Button>
              </Stack>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {shown && <VersionChanges {...shown} onClose={() => setShown(null)} />}
      {data && data.total > VERSIONS_PAGE_SIZE && (
        <Pagination total={data.total} page={page} limit={VERSIONS_PAGE_SIZE} onChange={setPage} />
      )}
    </Stack>
  );
}
