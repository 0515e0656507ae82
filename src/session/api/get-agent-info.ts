import { api } from '@/api/client';
import { call } from '@/api/request';

export const getAgentInfo = (signal?: AbortSignal) => call(api.GET('/agent/info', { signal }));
