import Box from '@mui/material/Box';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { fieldError, fieldId, problemTextsAt } from '../../model/problems';
import type { StudioSectionProps } from '../../model/studio-section';
import { ProblemLines } from './components/problem-lines';
import { SortableList } from './components/sortable-list';
import { StepRow } from './components/step-row';
import { WhoSeesIt } from './components/who-sees-it';
import { chainsOf, reorderSteps, stepPointer, updateStep } from './model/chain-file';
import { stepLabel } from './model/step-label';
const FILE = 'popup-chain';

/** The popup chain editor: order, on/off, conditions and cookie lifetimes of every chain's steps. */
export default function ChainSection({ files, onChange, problems }: StudioSectionProps) {
  const t = useConfig(messages.studioEditors).chain;

  const file = files[FILE];
  const chains = chainsOf(file);
  const fields = files['session-fields'];
  if (!chains.length) return <Box role="status">{t.empty}</Box>;
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{t.intro}</Box>
      <ProblemLines lines={problemTextsAt(problems, FILE, ['', '/', '/chains'])} />
      {chains.map((chain, ci) => (
        <Box
          key={chain.id}
          component="section"
          aria-labelledby={`chain-${chain.id}-title`}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <Box component="h3" id={`chain-${chain.id}-title`} sx={{ m: 0, fontSize: 18 }}>
            {fmt(t.chainTitle, { id: chain.id, path: chain.path })}
          </Box>
          <ProblemLines
            lines={problemTextsAt(
              problems,
              FILE,
              ['', '/id', '/path', '/steps'].map((f) => `/chains/${ci}${f}`),
            )}
          />
          <SortableList
            ids={chain.steps.map((s) => s.id)}
            nameOf={(id) => stepLabel(chain.steps.find((s) => s.id === id)?.type ?? id)}
            onReorder={(order) => onChange(FILE, reorderSteps(file, chain.id, order))}
          >
            {chain.steps.map((step, index) => {
              const pointer = (field: string) => stepPointer(file, step.id, field);
              return (
                <StepRow
                  key={step.id}
                  step={step}
                  index={index}
                  fields={fields}
                  idOf={(field) => fieldId(FILE, pointer(field))}
                  errorOf={(field) => fieldError(problems, FILE, pointer(field))}
                  rowProblems={problemTextsAt(problems, FILE, ['', 'id', 'type'].map(pointer))}
                  onChange={(patch) => onChange(FILE, updateStep(file, step.id, patch))}
                />
              );
            })}
          </SortableList>
        </Box>
      ))}
      <WhoSeesIt chains={chains} fields={fields} />
    </Box>
  );
}
