import { api } from '@/api/client';
import { call } from '@/api/request';

/** Text notices of the start-up chain (type=1). */
export const getNoticePopup = (signal?: AbortSignal) =>
  call(api.GET('/notice/popup', { params: { query: { type: 1 } }, signal }));
