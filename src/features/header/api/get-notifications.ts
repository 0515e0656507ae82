import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { headerKeys } from './query-keys';

export type Notification = Schema<'Notification'>;
export type NotificationKind = Schema<'NotificationKind'>;

export const getNotifications = (signal?: AbortSignal) =>
  call(api.GET('/notifications', { params: { query: { page: 1 } }, signal }));

/** The newest notifications and the unread count; the live stream invalidates it. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: headerKeys.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
  });
