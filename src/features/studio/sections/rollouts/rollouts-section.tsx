import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ServerError } from '@/components/form/server-error';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useStudioMe } from '../../api/get-studio-me';
import { studioRolloutQueryOptions } from '../../api/get-studio-rollout';
import {
  ROLLOUTS_PAGE_SIZE,
  studioRolloutsQueryOptions,
  type StudioRollout,
} from '../../api/get-studio-rollouts';
import { usePromoteRolloutMutation } from '../../api/post-studio-rollout-promote';
import { useRollBackRolloutMutation } from '../../api/post-studio-rollout-rollback';
import { ChangeList } from '../../components/change-list';
import { QueryListStates } from '../../components/query-list-states';
import { RefusedProblems } from '../../components/refused-problems';
import type { StudioSectionProps } from '../../model/studio-section';
import { RolloutForm } from './rollout-form';
import { RolloutTable } from './rollout-table';

/**
 * Rolling a change out to a segment of offices first (issue 25 item 5): a publisher starts one
 * from the saved draft or an approved request, reads what the offices of the segment see
 * differently, and promotes it to everyone or rolls it back. Other staff read the list.
 */
export default function RolloutsSection({ files, activeFiles }: StudioSectionProps) {
  const review = useConfig(messages.studioReview);
  const t = review.rollouts;
  const [page, setPage] = useState(1);
  const list = useQuery(studioRolloutsQueryOptions(page));
  const me = useStudioMe();
  const canAct = me.data?.roles.includes('publisher') ?? false;
  const live = list.data?.items.find((r) => r.state === 'active');
  const detail = useQuery({ ...studioRolloutQueryOptions(live?.id ?? 0), enabled: !!live });
  const promote = usePromoteRolloutMutation();
  const rollBack = useRollBackRolloutMutation();

  const onPromote = (r: StudioRollout) => {
    if (!window.confirm(fmt(t.promoteConfirm, { id: r.id }))) return;
    promote.submit(r.id, {
      onSuccess: (d) => toast.success(fmt(t.promoted, { version: d.version })),
    });
  };
  const onRollBack = (r: StudioRollout) => {
    if (!window.confirm(fmt(t.rollBackConfirm, { id: r.id }))) return;
    rollBack.submit(r.id, { onSuccess: () => toast.success(t.rolledBack) });
  };

  return (
    <Stack spacing={2} sx={{ py: 3 }} component="section" aria-labelledby="studio-rollouts-title">
      <Typography id="studio-rollouts-title" component="h2" variant="h5">
        {t.title}
      </Typography>
      <Typography color="text.secondary">{t.lead}</Typography>
      {canAct ? (
        <RolloutForm fields={files['session-fields']} files={files} activeFiles={activeFiles} />
      ) : (
        me.data && <Typography color="text.secondary">{t.publisherOnly}</Typography>
      )}
      {live && detail.data && (
        <Stack spacing={1} data-testid="rollout-changes">
          <Typography component="h3" variant="h6">
            {fmt(t.changesTitle, { id: live.id })}
          </Typography>
          <ChangeList changes={detail.data.changes} testId="rollout-change-list" />
        </Stack>
      )}
      <ServerError error={promote.error ?? rollBack.error} fallback={t.actionFailed} />
      <RefusedProblems error={promote.error} testId="rollout-promote-problems" />
      <Typography component="h3" variant="h6">
        {t.listTitle}
      </Typography>
      <QueryListStates
        query={list}
        loadFailed={t.loadFailed}
        empty={t.empty}
        pager={{ page, limit: ROLLOUTS_PAGE_SIZE, onChange: setPage }}
      >
        {(data) => (
          <RolloutTable
            items={data.items}
            canAct={canAct}
            busy={promote.isPending || rollBack.isPending}
            onPromote={onPromote}
            onRollBack={onRollBack}
          />
        )}
      </QueryListStates>
    </Stack>
  );
}
