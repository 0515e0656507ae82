import { queryOptions } from '@tanstack/react-query';
import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import type { NotificationKind } from './get-notifications';
import { headerKeys } from './query-keys';

export const getNotificationSettings = (signal?: AbortSignal) =>
  call(api.GET('/notifications/settings', { signal }));

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: headerKeys.notificationSettings,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export const putNotificationSettings = (smsKinds: NotificationKind[]) =>
  call(api.PUT('/notifications/settings', { params: platform, body: { smsKinds } }));

/** Stores which kinds also go by text message; the answer is the new read. */
export function useNotificationSettingsMutation() {
  return useWriteMutation({
    mutationKey: headerKeys.write.notificationSettings,
    mutationFn: (smsKinds: NotificationKind[]) => putNotificationSettings(smsKinds),
    onSuccess: (data, _v, client) =>
      client.setQueryData(notificationSettingsQueryOptions().queryKey, data),
  });
}
