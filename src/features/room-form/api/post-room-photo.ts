import { postPhoto } from '@/api/post-photo';
import { useWriteMutation } from '@/api/use-write-mutation';
import { roomFormKeys } from './query-keys';

/** Uploads one photo as multipart; the server checks and re-encodes it. */
export const postRoomPhoto = postPhoto;

/** A photo changes no list until its listing is saved, so nothing is invalidated. */
export const usePostRoomPhotoMutation = () =>
  useWriteMutation({ mutationKey: roomFormKeys.write.photo, mutationFn: postRoomPhoto });
