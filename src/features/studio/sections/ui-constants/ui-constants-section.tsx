import Box from '@mui/material/Box';
import type { IChangeEvent } from '@rjsf/core';
import Form from '@rjsf/mui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { messages } from '@/generated/config/messages-studio';
import type { UiConfigDraft } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import type { StudioSectionProps } from '../../model/studio-section';
import { formUiSchema } from './model/form-ui-schema';
import { problemErrors } from './model/problem-errors';
import { koreanStrings } from './model/translate';
import { uiSchemaJson, uiValidator } from './model/ui-validator';

const FILE = 'ui';
// rjsf's form data is untyped; the form is generated from the very schema UiConfigDraft is.
type Data = UiConfigDraft;

/**
 * UI constants: a form generated from ui.schema.json (@rjsf/mui, this chunk only). Values are
 * checked on blur by the precompiled validator and handed to the draft then, so typing (Korean
 * IME included) is never interrupted; the checker's problems show at their fields too.
 */
export default function UiConstantsSection({ files, onChange, problems }: StudioSectionProps) {
  const studioEditorsText = useConfig(messages.studioEditors);

  const draft = files[FILE];
  // The form keeps its own values while staff type (rjsf state); this is only what it starts from.
  const [data, setData] = useState<Data>(draft);
  const latest = useRef(data);
  const sent = useRef<unknown>(draft);
  // A draft replaced from outside (reload, rollback, another tab's save) replaces the form.
  useEffect(() => {
    if (draft !== sent.current) {
      sent.current = draft;
      latest.current = draft;
      setData(draft);
    }
  }, [draft]);
  const uiSchema = useMemo(
    () => ({ ...formUiSchema(uiSchemaJson), 'ui:submitButtonOptions': { norender: true } }),
    [],
  );
  const extraErrors = useMemo(() => problemErrors(problems), [problems]);
  const commit = () => {
    if (latest.current === sent.current) return;
    sent.current = latest.current;
    onChange(FILE, latest.current);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{studioEditorsText.ui.intro}</Box>
      <Box sx={{ maxWidth: 960 }}>
        <Form
          schema={uiSchemaJson}
          uiSchema={uiSchema}
          validator={uiValidator}
          formData={data}
          idPrefix="studio-ui"
          idSeparator="__"
          liveValidate="onBlur"
          noHtml5Validate
          showErrorList={false}
          extraErrors={extraErrors}
          translateString={koreanStrings}
          templates={{ DescriptionFieldTemplate: () => null }}
          onChange={(e: IChangeEvent<Data>) => {
            if (e.formData) latest.current = e.formData;
          }}
          onBlur={commit}
        />
      </Box>
    </Box>
  );
}
