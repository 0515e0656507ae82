import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { fmt } from '@/lib/format-message';
import { NoticePage } from '../components/notice-page';

const emergencyText = messages.pages.emergency;

export default function EmergencyScreen() {
  return (
    <NoticePage
      title={emergencyText.title}
      body={emergencyText.body}
      help={fmt(emergencyText.help, { phone: uiConfig.customerCenter.phone })}
    />
  );
}
