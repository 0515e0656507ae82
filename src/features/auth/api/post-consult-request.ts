import { api, platform } from '@/api/client';
import { call } from '@/api/request';

export type ConsultType = 'PRODUCT' | 'SIGN' | 'GONGSIL' | 'ETC';

export interface ConsultRequestBody {
  name: string;
  phone: string;
  officeName?: string;
  consultType: ConsultType;
  message: string;
}

export const postConsultRequest = (body: ConsultRequestBody) =>
  call(api.POST('/consult/request', { params: platform, body }));
