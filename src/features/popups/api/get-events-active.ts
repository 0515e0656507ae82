import { api } from '@/api/client';
import { call } from '@/api/request';

/** Active image notices (event banners) for the web start-up chain. */
export const getEventsActive = (signal?: AbortSignal) =>
  call(api.GET('/events/active', { params: { query: { platform: 'pro_web_enter' } }, signal }));
