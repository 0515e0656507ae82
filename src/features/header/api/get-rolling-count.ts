import { api } from '@/api/client';
import { call } from '@/api/request';

export const getRollingCount = (signal?: AbortSignal) =>
  call(api.GET('/stat/gongsil-center/rolling-count', { signal }));

export type RollingCount = Awaited<ReturnType<typeof getRollingCount>>;
