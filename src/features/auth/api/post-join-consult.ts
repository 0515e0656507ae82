import { api, platform } from '@/api/client';
import { call } from '@/api/request';

export interface JoinConsultBody {
  name: string;
  phone: string;
  officeName: string;
  region: string;
  message?: string;
  agreePrivacy: true;
}

export const postJoinConsult = (body: JoinConsultBody) =>
  call(api.POST('/consult/join-consult', { params: platform, body }));
