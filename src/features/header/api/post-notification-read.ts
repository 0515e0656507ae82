import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { headerKeys } from './query-keys';

export const postNotificationRead = (notificationId: number) =>
  call(
    api.POST('/notifications/{notificationId}/read', {
      params: { ...platform, path: { notificationId } },
    }),
  );

export const postNotificationsReadAll = () =>
  call(api.POST('/notifications/read-all', { params: platform }));

/** Marks one notification read; the list and its unread count refetch. */
export function useReadNotificationMutation() {
  return useWriteMutation({
    mutationKey: headerKeys.write.notificationRead,
    mutationFn: (notificationId: number) => postNotificationRead(notificationId),
    invalidates: [headerKeys.notifications],
  });
}

/** Marks every notification read. */
export function useReadAllNotificationsMutation() {
  return useWriteMutation({
    mutationKey: headerKeys.write.notificationsReadAll,
    mutationFn: () => postNotificationsReadAll(),
    invalidates: [headerKeys.notifications],
  });
}
