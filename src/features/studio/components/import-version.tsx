import FileUploadIcon from '@mui/icons-material/FileUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useImportMutation, type StudioImport } from '../api/post-studio-import';
import { readExportFiles, UnreadableFile } from '../model/import-files';
import { problemKey, problemMessage } from '../model/problems';
import type { DraftFiles } from '../model/studio-section';
import { ChangeList } from './change-list';

type Reading =
  | { name: string; step: 'reading' }
  | { name: string; step: 'failed'; error: string }
  | { name: string; step: 'read'; result: StudioImport };

/**
 * Import of a version exported as files (the studio's ZIP, or the JSON files themselves): the
 * server reads and checks them like a publish, the dialog shows what they change from the active
 * version in words and their problems, and staff take them as the draft (one step to undo). A
 * file that cannot be read is named in Korean and the draft stays as it was.
 */
export function ImportVersion({ onApply }: { onApply: (files: DraftFiles) => void }) {
  const t = useConfig(messages.studio).importVersion;
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState<Reading | null>(null);
  const check = useImportMutation();

  const onPick = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (!files.length) return;
    const name = files.map((f) => f.name).join(', ');
    setReading({ name, step: 'reading' });
    const failed = (e: unknown) => {
      const error = e instanceof UnreadableFile ? e.message : errorMessage(e, t.failed) || t.failed;
      setReading({ name, step: 'failed', error });
    };
    let read: Record<string, string>;
    try {
      read = await readExportFiles(files);
    } catch (e) {
      return failed(e);
    }
    check.submit(read, {
      onSuccess: (result) => setReading({ name, step: 'read', result }),
      onError: failed,
    });
  };
  const apply = (files: DraftFiles) => {
    onApply(files);
    setReading(null);
    toast.success(t.applied);
  };

  return (
    <>
      <Button
        size="sm"
        kind="outline"
        startIcon={<FileUploadIcon fontSize="small" />}
        onClick={() => input.current?.click()}
      >
        {t.button}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept=".zip,.json,application/zip,application/json"
        aria-label={t.inputLabel}
        data-testid="import-input"
        onChange={(e) => void onPick(e.target.files)}
      />
      {reading && (
        <Modal
          open
          title={t.title}
          width={900}
          onClose={() => setReading(null)}
          testId="import-dialog"
          actions={
            reading.step === 'read' ? (
              <>
                <Button kind="outline" onClick={() => setReading(null)}>
                  {t.cancel}
                </Button>
                <Button onClick={() => apply(reading.result.files)}>{t.apply}</Button>
              </>
            ) : undefined
          }
        >
          <Stack spacing={2}>
            <Typography color="text.secondary">
              {fmt(t.fileName, { name: reading.name })}
            </Typography>
            {reading.step === 'reading' && <Typography role="status">{t.reading}</Typography>}
            {reading.step === 'failed' && (
              <Alert severity="error" role="alert" data-testid="import-error">
                <Box>{reading.error}</Box>
                <Box>{t.kept}</Box>
              </Alert>
            )}
            {reading.step === 'read' && <ImportResult result={reading.result} />}
          </Stack>
        </Modal>
      )}
    </>
  );
}

/** What an import changes from the active version, and the problems a publish of it would meet. */
function ImportResult({ result }: { result: StudioImport }) {
  const t = useConfig(messages.studio).importVersion;
  return (
    <Stack spacing={2}>
      {result.problems.length ? (
        <Alert severity="warning" data-testid="import-problems">
          <Box sx={{ fontWeight: 700 }}>{fmt(t.problems, { n: result.problems.length })}</Box>
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {result.problems.map((p) => (
              <li key={problemKey(p)}>
                {problemMessage(p)}{' '}
                <Box component="code" sx={{ fontSize: 12, color: 'text.secondary' }}>
                  {`${p.file}.json#${p.pointer || '/'}`}
                </Box>
              </li>
            ))}
          </Box>
        </Alert>
      ) : (
        <Alert severity="success">{t.noProblems}</Alert>
      )}
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {fmt(t.summary, { version: result.activeVersion, n: result.changes.length })}
      </Typography>
      <ChangeList changes={result.changes} testId="import-changes" />
    </Stack>
  );
}
