import { zodResolver } from '@hookform/resolvers/zod';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/api/errors';
import type { Schema } from '@/api/types';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { HouseForm } from '@/components/form/house-form';
import { TextareaElement } from '@/components/form/textarea';
import { useKeptText } from '@/components/form/use-kept-text';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { readConfig, useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { imageFileProblem, PHOTO_TYPES } from '@/lib/image-files';
import { usePostObjectionMutation, usePostObjectionPhotoMutation } from '../api/post-objection';
import { objectionErrors, objectionReasonSchema } from './objection-schema';

const PHOTOS_MAX = 5;

interface Attached {
  photoId: string;
  name: string;
}

/**
 * The objection to one self-handled report (issue 27 #4): a reason and up to five photos, which
 * go up through the listing-photo upload (the same checks here and on the server) before the
 * objection is sent.
 */
export function ObjectionFormDialog({
  report,
  onClose,
}: {
  report: Schema<'HandledReport'> & { id: number };
  onClose: () => void;
}) {
  const t = useConfig(messages.reports).objection;
  const roomText = useConfig(messages.form).room;
  const errorsText = useConfig(messages.errors);
  const file = usePostObjectionMutation();
  const upload = usePostObjectionPhotoMutation();
  const input = useRef<HTMLInputElement>(null);
  const [photos, setPhotos] = useState<Attached[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const { control, handleSubmit, setValue, watch } = useForm({
    resolver: zodResolver(objectionReasonSchema, { error: objectionErrors }),
    defaultValues: { reason: '' },
  });
  // The reason outlives a closed dialog or a reload until it is filed; photos are attached again.
  useKeptText(`objection-reason:${report.id}`, 'reason', { setValue, watch });

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    const found: string[] = [];
    let next = photos;
    for (const f of files) {
      const problem = imageFileProblem(f);
      const name = f.name;
      if (problem === 'type') found.push(fmt(roomText.errPhotoType, { name }));
      else if (problem === 'empty') found.push(fmt(roomText.errPhotoEmpty, { name }));
      else if (problem === 'size') found.push(fmt(roomText.errPhotoSize, { name }));
      else if (next.length >= PHOTOS_MAX) {
        found.push(fmt(t.attachCount, { max: PHOTOS_MAX }));
        break;
      } else {
        try {
          const stored = await upload.mutateAsync(f);
          next = [...next, { photoId: stored.photoId, name }];
          setPhotos(next);
        } catch (err) {
          found.push(`${name}: ${errorMessage(err, errorsText.server)}`);
        }
      }
    }
    setProblems(found);
  };

  const onSubmit = handleSubmit(({ reason }) =>
    file.submit(
      { historyId: report.id, reason, photoIds: photos.map((p) => p.photoId) },
      {
        onSuccess: () => {
          toast.success(readConfig(messages.reports).objection.done);
          // Filed: nothing kept to file twice.
          setValue('reason', '');
          onClose();
        },
      },
    ),
  );

  return (
    <Modal
      open
      title={fmt(t.title, { roomNo: report.roomsSeq })}
      onClose={onClose}
      width={560}
      testId="objection-form-dialog"
    >
      <Stack spacing={2}>
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t.lead}</Typography>
        {report.objectionUntil && (
          <Typography sx={{ fontSize: 14, fontWeight: 700 }}>
            {fmt(t.until, { date: new Date(report.objectionUntil).toLocaleDateString('ko-KR') })}
          </Typography>
        )}
        <HouseForm
          text={{ title: t.title, failed: t.failed, submit: t.submit }}
          mutation={file}
          onSubmit={onSubmit}
          fullWidthSubmit
        >
          <TextareaElement
            id="objection-reason"
            name="reason"
            control={control}
            label={t.reason}
            required
            maxLength={objectionReasonSchema.shape.reason.maxLength ?? undefined}
          />
          <Box>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button
                kind="outline"
                startIcon={<AttachFileIcon />}
                disabled={upload.isPending || photos.length >= PHOTOS_MAX}
                onClick={() => input.current?.click()}
              >
                {t.attach}
              </Button>
              {upload.isPending && (
                <Typography role="status" sx={{ fontSize: 14 }}>
                  {t.uploading}
                </Typography>
              )}
            </Stack>
            <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>
              {fmt(t.attachHelp, { max: PHOTOS_MAX })}
            </Typography>
            <input
              ref={input}
              type="file"
              hidden
              multiple
              accept={PHOTO_TYPES.join(',')}
              aria-label={t.attach}
              data-testid="objection-photo-input"
              onChange={(e) => void onFiles(e)}
            />
            {problems.length > 0 && (
              <Box
                component="ul"
                role="alert"
                sx={{ m: 0, mt: 1, pl: 2.5, color: 'error.main', fontSize: 14 }}
              >
                {problems.map((msg, i) => (
                  <li key={i}>{msg}</li>
                ))}
              </Box>
            )}
            {photos.length > 0 && (
              <Box
                component="ul"
                aria-label={t.attached}
                sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none' }}
              >
                {photos.map((p) => (
                  <Box
                    component="li"
                    key={p.photoId}
                    sx={{ display: 'flex', gap: 1, alignItems: 'center', fontSize: 14 }}
                  >
                    {p.name}
                    <Button
                      size="sm"
                      kind="link"
                      aria-label={fmt(t.removePhoto, { name: p.name })}
                      onClick={() => setPhotos(photos.filter((x) => x.photoId !== p.photoId))}
                    >
                      {t.remove}
                    </Button>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        </HouseForm>
      </Stack>
    </Modal>
  );
}
