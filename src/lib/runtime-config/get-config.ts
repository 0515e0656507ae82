import { api } from '@/api/client';
import { call } from '@/api/request';

/** GET /config: the active config version (public; the browser revalidates it by ETag). */
export const getConfig = (signal?: AbortSignal) => call(api.GET('/config', { signal }));
