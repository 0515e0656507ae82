import Box from '@mui/material/Box';
import { useState } from 'react';
import { messages } from '@/generated/config/messages-studio';
import type { SessionFieldsConfig } from '@/generated/config/session-fields';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { AccountPicker } from '../../preview/components/account-picker';
import { useAccountSession } from '../../preview/model/use-account-session';
import type { Chain } from '../model/chain-file';
import { explainCondition, showValue } from '../model/explain';
import { stepLabel } from '../model/step-label';

export interface WhoSeesItProps {
  chains: readonly Chain[];
  fields: SessionFieldsConfig;
}

/**
 * "Who sees it": for a chosen broker account, which steps of each chain the draft would show it
 * now, each condition true or false with the session values that decided it.
 */
export function WhoSeesIt({ chains, fields }: WhoSeesItProps) {
  const t = useConfig(messages.studioEditors).who;
  const studioEditorsText = useConfig(messages.studioEditors);

  const [userId, setUserId] = useState<number | null>(null);
  const { session, error } = useAccountSession(userId);
  return (
    <Box component="section" aria-labelledby="who-sees-it-title" sx={{ display: 'grid', gap: 2 }}>
      <Box component="h3" id="who-sees-it-title" sx={{ m: 0, fontSize: 18 }}>
        {t.title}
      </Box>
      <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{t.intro}</Box>
      <AccountPicker id="who-sees-it" value={userId} onChange={setUserId} />
      {error ? (
        <Box role="alert" sx={{ color: 'error.main' }}>
          {studioEditorsText.account.loadFailed}
        </Box>
      ) : null}
      {session &&
        chains.map((chain) => {
          const rows = chain.steps.map((step) => ({
            step,
            why: explainCondition(step.when, session, fields),
          }));
          const shown = rows.filter((r) => r.step.enabled && r.why.holds);
          return (
            <Box key={chain.id} sx={{ display: 'grid', gap: 1 }}>
              <Box component="h4" sx={{ m: 0, fontSize: 16 }}>
                {fmt(studioEditorsText.chain.chainTitle, { id: chain.id, path: chain.path })}
              </Box>
              <Box role="status" sx={{ fontWeight: 600 }}>
                {shown.length
                  ? fmt(t.summary, {
                      n: shown.length,
                      steps: shown.map((r) => stepLabel(r.step.type)).join(' → '),
                    })
                  : t.summaryNone}
              </Box>
              <Box
                component="table"
                aria-label={fmt(studioEditorsText.chain.chainTitle, {
                  id: chain.id,
                  path: chain.path,
                })}
                sx={{
                  borderCollapse: 'collapse',
                  width: '100%',
                  '& th, & td': {
                    border: 1,
                    borderColor: 'divider',
                    p: 1,
                    textAlign: 'left',
                    fontSize: 14,
                    verticalAlign: 'top',
                  },
                  '& th': { bgcolor: 'action.hover' },
                }}
              >
                <thead>
                  <tr>
                    <th scope="col">{t.step}</th>
                    <th scope="col">{t.condition}</th>
                    <th scope="col">{t.result}</th>
                    <th scope="col">{t.values}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ step, why }) => (
                    <tr key={step.id} data-step={step.id}>
                      <th scope="row">{stepLabel(step.type)}</th>
                      <td>
                        <Box component="code">
                          {step.when ?? studioEditorsText.chain.noCondition}
                        </Box>
                        {why.broken ? (
                          <Box sx={{ color: 'error.main', fontSize: 12 }}>{why.broken}</Box>
                        ) : null}
                      </td>
                      <td>
                        <Result enabled={step.enabled} holds={why.holds} broken={!!why.broken} />
                        {step.cookie && step.enabled && why.holds ? (
                          <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
                            {fmt(t.cookieNote, { days: step.cookie.days })}
                          </Box>
                        ) : null}
                      </td>
                      <td>
                        {why.values.map((v) => (
                          <Box
                            key={v.field}
                            component="div"
                            sx={{ fontFamily: 'monospace', fontSize: 13 }}
                          >
                            {v.field} = {showValue(v.value)}
                          </Box>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Box>
            </Box>
          );
        })}
    </Box>
  );
}

function Result({ enabled, holds, broken }: { enabled: boolean; holds: boolean; broken: boolean }) {
  const t = useConfig(messages.studioEditors).who;

  const [text, color] = !enabled
    ? [t.disabled, 'text.secondary']
    : broken
      ? [t.broken, 'error.main']
      : holds
        ? [t.shown, 'success.dark']
        : [t.hidden, 'text.secondary'];
  return <Box sx={{ fontWeight: 700, color }}>{text}</Box>;
}
