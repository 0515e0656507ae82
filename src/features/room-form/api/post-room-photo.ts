import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { roomFormKeys } from './query-keys';

/** Uploads one photo as multipart; the server checks and re-encodes it. */
export const postRoomPhoto = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return call(
    api.POST('/room/photos', {
      params: platform,
      // The spec types the part as a string; the browser sends the File with its boundary.
      body: { file: '' },
      bodySerializer: () => form,
    }),
  );
};

/** A photo changes no list until its listing is saved, so nothing is invalidated. */
export const usePostRoomPhotoMutation = () =>
  useWriteMutation({ mutationKey: roomFormKeys.write.photo, mutationFn: postRoomPhoto });
