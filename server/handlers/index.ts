// Composes the per-tag handlers into the one service object fastify-openapi-glue resolves
// operationIds against.
import type { Ctx, Handlers } from '../lib/http.ts';
import type { NotificationHub } from '../notifications/hub.ts';
import type { PhotoStore } from '../rooms/photo-store.ts';
import { addressHandlers } from './address.ts';
import { agentHandlers } from './agent.ts';
import { configHandlers } from './config.ts';
import { consultHandlers } from './consult.ts';
import { dashboardHandlers } from './dashboard.ts';
import { gongsilPickHandlers } from './gongsil-room.ts';
import { gongsilHandlers } from './gongsil.ts';
import { inquiryIntakeHandlers } from './inquiry-intake.ts';
import { inquiryOfficeHandlers } from './inquiry-office.ts';
import { inquiryHandlers } from './inquiry.ts';
import { noticeHandlers } from './notice.ts';
import { notificationHandlers } from './notification.ts';
import { objectionHandlers } from './objections.ts';
import { orderHandlers } from './order.ts';
import { passwordRecoveryHandlers } from './password-recovery.ts';
import { paymentHandlers } from './payment.ts';
import { productHandlers } from './product.ts';
import { reportHandlers } from './report.ts';
import { roomLifecycleHandlers } from './room-lifecycle.ts';
import { roomPhotoHandlers } from './room-photos.ts';
import { roomStatsHandlers } from './room-stats.ts';
import { roomWriteHandlers } from './room-write.ts';
import { roomHandlers } from './room.ts';
import { signHandlers } from './sign.ts';
import { staffHandlers } from './staff.ts';
import { statHandlers } from './stat.ts';
import { studioAccountHandlers } from './studio-accounts.ts';
import { studioApprovalHandlers } from './studio-approval.ts';
import { studioHistoryHandlers } from './studio-history.ts';
import { studioObjectionHandlers } from './studio-objections.ts';
import { studioRolloutHandlers } from './studio-rollout.ts';
import { studioScheduleHandlers } from './studio-schedule.ts';
import { studioHandlers } from './studio.ts';
import { termsHandlers } from './terms.ts';
import { userHandlers } from './user.ts';
import { verifyTelHandlers } from './verify-tel.ts';
import { withdrawHandlers } from './withdraw.ts';

export function buildService(
  ctx: Ctx & {
    photos: PhotoStore;
    photoQuotaBytes: number;
    now?: () => Date;
    hub: NotificationHub;
  },
): Handlers {
  return {
    ...userHandlers(ctx),
    ...withdrawHandlers(ctx),
    ...passwordRecoveryHandlers(ctx),
    ...agentHandlers(ctx),
    ...staffHandlers(ctx),
    ...verifyTelHandlers(ctx),
    ...signHandlers(ctx),
    ...statHandlers(ctx),
    ...termsHandlers(ctx),
    ...noticeHandlers(ctx),
    ...gongsilHandlers(ctx),
    ...gongsilPickHandlers(ctx),
    ...reportHandlers(ctx),
    ...objectionHandlers(ctx),
    ...consultHandlers(ctx),
    ...roomHandlers(ctx),
    ...roomWriteHandlers(ctx),
    ...roomPhotoHandlers(ctx),
    ...roomLifecycleHandlers(ctx),
    ...roomStatsHandlers(ctx),
    ...addressHandlers(),
    ...inquiryHandlers(ctx),
    ...inquiryOfficeHandlers(ctx),
    ...inquiryIntakeHandlers(ctx),
    ...notificationHandlers(ctx),
    ...dashboardHandlers(ctx),
    ...productHandlers(ctx),
    ...configHandlers(ctx),
    ...studioHandlers(ctx),
    ...studioObjectionHandlers(ctx),
    ...studioAccountHandlers(ctx),
    ...studioHistoryHandlers(ctx),
    ...studioRolloutHandlers(ctx),
    ...studioApprovalHandlers(ctx),
    ...studioScheduleHandlers({ ...ctx, now: ctx.now ?? (() => new Date()) }),
    ...orderHandlers(ctx),
    ...paymentHandlers(ctx),
  };
}
