import { api, platform } from './client';
import { call } from './request';

/** Uploads one photo as multipart (POST /room/photos); the server checks and re-encodes it. A
 * listing or an objection then attaches it by its photoId. */
export const postPhoto = (file: File) => {
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
