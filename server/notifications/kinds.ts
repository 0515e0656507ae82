// The kinds of notification the centre shows (the CHECK of server/db/migrations/
// 034_notifications.sql and the NotificationKind enum of spec/openapi.yaml list the same).
export const NOTIFICATION_KINDS = [
  'INQUIRY',
  'REPORT_DEADLINE',
  'PENALTY',
  'CLAIM_EXPIRING',
  'PRODUCT_EXPIRING',
  'PRODUCT_RENEWED',
  'SIGN_APPROVED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The one channel every process LISTENs on (server/notifications/hub.ts). */
export const NOTIFY_CHANNEL = 'portal_notifications';

/** What a notification carries to the list and the live stream. */
export interface NotificationItem {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
}
