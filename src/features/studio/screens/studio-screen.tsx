import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/api/errors';
import { PageTitle } from '@/components/page/page-title';
import { messages } from '@/generated/config/messages-studio';
import { routesConfig } from '@/generated/config/routes';
import { sessionFieldsConfig } from '@/generated/config/session-fields';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { changeList, type ConfigChange } from '@config/change-list';
import { indexPointer } from '@config/keyed-pointer';
import { STAFF_FILES, type StaffConfigName } from '@config/registry';
import { useStudioMe } from '../api/get-studio-me';
import { ConflictResolver } from '../components/conflict-resolver';
import { DraftChanges } from '../components/draft-changes';
import { DraftTools } from '../components/draft-tools';
import { ImportVersion } from '../components/import-version';
import { ProblemSummary } from '../components/problem-summary';
import { SaveStatusBar } from '../components/save-status';
import { FOCUS_PARAM, useFocusField } from '../model/focus-target';
import { StudioDraftContext } from '../model/studio-draft-context';
import type { DeveloperFiles, StudioProblem } from '../model/studio-section';
import { useStudioDraft } from '../model/use-studio-draft';
import { sectionOfFile, studioSections } from '../sections';

/** The tabs that edit a config file (the rest show, review or publish it). */
const FILE_SECTIONS = new Set(Object.values(sectionOfFile));

// Routes and session fields are the developers' (a route maps to a screen in code): sections
// read them for cross-file references, nobody edits them here.
const READ_ONLY: DeveloperFiles = { routes: routesConfig, 'session-fields': sessionFieldsConfig };

/** /studio: product staff edit the draft config section by section, check it and publish it. */
export default function StudioScreen() {
  const text = useConfig(messages.studio);
  const editorsText = useConfig(messages.studioEditors);
  const reviewText = useConfig(messages.studioReview);
  const texts = { studio: text, studioEditors: editorsText, studioReview: reviewText };

  const draft = useStudioDraft();
  // Only the editor role changes the draft (the server refuses the others' saves): anyone else
  // reads it with every control of the editors off. Read-only too until the roles are known.
  const me = useStudioMe();
  const canEdit = me.data?.roles.includes('editor') ?? false;
  const [params, setParams] = useSearchParams();
  useFocusField();
  const requested = params.get('section');
  const section = studioSections.find((s) => s.id === requested) ?? studioSections[0]!;
  const files = useMemo(() => draft.files && { ...draft.files, ...READ_ONLY }, [draft.files]);
  const activeFiles = useMemo(
    () => draft.activeFiles && { ...draft.activeFiles, ...READ_ONLY },
    [draft.activeFiles],
  );

  const openSection = (id: string, focus?: string) => {
    const next = new URLSearchParams(params);
    next.set('section', id);
    if (focus) next.set(FOCUS_PARAM, focus);
    else next.delete(FOCUS_PARAM);
    setParams(next);
  };
  // What the draft changes from the active version, shown before anything else.
  const changes = useMemo(
    () =>
      draft.files && draft.activeFiles
        ? STAFF_FILES.flatMap((f) => changeList(f, draft.activeFiles![f], draft.files![f]))
        : [],
    [draft.files, draft.activeFiles],
  );
  const openChange = (c: ConfigChange) => {
    const file = c.file as StaffConfigName;
    const pointer = draft.files && indexPointer(draft.files[file], c.path);
    openSection(sectionOfFile[file] ?? section.id, pointer ? `${file}#${pointer}` : undefined);
  };
  const openProblem = (p: StudioProblem) => {
    const id = sectionOfFile[p.file];
    const target = studioSections.some((s) => s.id === id) ? id! : section.id;
    openSection(target, `${p.file}#${p.pointer}`);
  };

  return (
    <Box component="section" sx={{ py: 4 }} data-testid="studio">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <PageTitle title={text.title} lead={text.lead} />
        {files && canEdit && (
          <SaveStatusBar status={draft.status} onSave={() => void draft.save()} />
        )}
      </Stack>
      {draft.loadError ? (
        <Alert severity="error" role="alert">
          {errorMessage(draft.loadError, text.loadFailed) || text.loadFailed}
        </Alert>
      ) : !files || !activeFiles ? (
        <Typography role="status">{text.loading}</Typography>
      ) : (
        <StudioDraftContext.Provider value={draft}>
          <Stack spacing={2}>
            <Typography color="text.secondary" data-testid="studio-versions">
              {fmt(text.versionLine, { active: draft.activeVersion, base: draft.baseVersion })}
            </Typography>
            {canEdit ? (
              <DraftTools
                draft={draft}
                activeFiles={draft.activeFiles!}
                changeCount={changes.length}
              >
                <ImportVersion onApply={draft.replaceAll} />
              </DraftTools>
            ) : (
              me.data && (
                <Alert severity="info" data-testid="studio-read-only">
                  {text.draftTools.readOnly}
                </Alert>
              )
            )}
            <DraftChanges changes={changes} onOpen={openChange} />
            {draft.status === 'error' && (
              <Alert severity="error" role="alert">
                {draft.error}
              </Alert>
            )}
            {draft.merged && (
              <Alert severity="info" role="status" data-testid="draft-merged">
                {fmt(text.draft.merged, { version: draft.merged.version })}
              </Alert>
            )}
            {draft.conflicts && (
              <ConflictResolver
                conflicts={draft.conflicts}
                files={draft.files!}
                onResolve={draft.resolve}
              />
            )}
            <ProblemSummary problems={draft.problems} onOpen={openProblem} />
            <Tabs
              value={section.id}
              onChange={(_, id: string) => openSection(id)}
              aria-label={text.tabsLabel}
              sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
              {studioSections.map((s) => (
                <Tab
                  key={s.id}
                  value={s.id}
                  label={s.label(texts)}
                  id={`studio-tab-${s.id}`}
                  aria-controls="studio-panel"
                />
              ))}
            </Tabs>
            <Box role="tabpanel" id="studio-panel" aria-labelledby={`studio-tab-${section.id}`}>
              <Suspense fallback={<Typography role="status">{text.loading}</Typography>}>
                {/* A disabled fieldset turns off every control of the file editors inside it;
                    the other tabs (preview, review, history) have their own role checks. */}
                <Box
                  component="fieldset"
                  disabled={!canEdit && FILE_SECTIONS.has(section.id)}
                  sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
                >
                  <section.Component
                    files={files}
                    activeFiles={activeFiles}
                    onChange={draft.onChange}
                    problems={draft.problems}
                  />
                </Box>
              </Suspense>
            </Box>
          </Stack>
        </StudioDraftContext.Provider>
      )}
    </Box>
  );
}
