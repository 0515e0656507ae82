import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/errors';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { Form } from '@/components/form/form';
import { TextInput } from '@/components/form/text-input';
import { TextArea } from '@/components/form/textarea';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { inquiryTemplatesQueryOptions, type InquiryTemplate } from '../api/get-inquiry-templates';
import {
  useAddInquiryTemplateMutation,
  useDeleteInquiryTemplateMutation,
  useEditInquiryTemplateMutation,
} from '../api/write-inquiry-template';

/** Limits of InquiryTemplateInput (spec/openapi.yaml). */
const TITLE_MAX = 30;
const BODY_MAX = 500;

/** The office's answer templates: add, change (one at a time, in the form below) and delete. */
export function InquiryTemplatesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useConfig(messages.pages.inquiry).templates;
  const errorsText = useConfig(messages.errors);

  const templates = useQuery({ ...inquiryTemplatesQueryOptions(), enabled: open });
  const add = useAddInquiryTemplateMutation();
  const edit = useEditInquiryTemplateMutation();
  const remove = useDeleteInquiryTemplateMutation();
  const [editing, setEditing] = useState<InquiryTemplate | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState(false);
  const busy = add.isPending || edit.isPending || remove.isPending;

  const reset = () => {
    setEditing(null);
    setTitle('');
    setBody('');
    setMissing(false);
  };
  const failed = (e: unknown) => toast.error(errorMessage(e, errorsText.server));
  const save = (e: FormEvent) => {
    e.preventDefault();
    const input = { title: title.trim(), body: body.trim() };
    if (!input.title || !input.body) {
      setMissing(true);
      return;
    }
    const done = {
      onSuccess: () => {
        toast.success(t.saved);
        reset();
      },
      onError: failed,
    };
    if (editing) edit.submit({ templateId: editing.templateId, body: input }, done);
    else add.submit(input, done);
  };
  const del = (x: InquiryTemplate) => {
    if (!window.confirm(fmt(t.confirmDelete, { title: x.title }))) return;
    remove.submit(x.templateId, {
      onSuccess: () => {
        toast.success(t.deleted);
        if (editing?.templateId === x.templateId) reset();
      },
      onError: failed,
    });
  };
  const items = templates.data ?? [];
  return (
    <Modal
      open={open}
      title={t.title}
      width={640}
      onClose={() => {
        reset();
        onClose();
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.lead}
      </Typography>
      <Box component="ul" aria-label={t.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.length === 0 && (
          <Typography component="li" color="text.secondary" sx={{ py: 1 }}>
            {t.empty}
          </Typography>
        )}
        {items.map((x) => (
          <Box
            component="li"
            key={x.templateId}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1 }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{x.title}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                {x.body}
              </Typography>
            </Box>
            <Button
              size="sm"
              kind="outline"
              disabled={busy}
              aria-label={fmt(t.editLabel, { title: x.title })}
              onClick={() => {
                setEditing(x);
                setTitle(x.title);
                setBody(x.body);
              }}
            >
              {t.edit}
            </Button>
            <Button
              size="sm"
              kind="danger-outline"
              disabled={busy}
              aria-label={fmt(t.deleteLabel, { title: x.title })}
              onClick={() => del(x)}
            >
              {t.delete}
            </Button>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Form noValidate onSubmit={save} aria-label={editing ? t.edit : t.add}>
        <TextInput
          id="template-title"
          label={t.nameLabel}
          value={title}
          onChange={setTitle}
          maxLength={TITLE_MAX}
          width="100%"
          required
        />
        <Box sx={{ mt: 1.5 }}>
          <TextArea
            id="template-body"
            label={t.bodyLabel}
            value={body}
            onChange={setBody}
            maxLength={BODY_MAX}
            height={100}
            width="100%"
            required
            error={missing}
            helperText={missing ? t.required : undefined}
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
          {editing && (
            <Button kind="secondary" onClick={reset}>
              {t.cancel}
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {editing ? t.save : t.add}
          </Button>
        </Box>
      </Form>
    </Modal>
  );
}
