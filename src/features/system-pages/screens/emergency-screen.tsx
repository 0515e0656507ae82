import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { NoticePage } from '../components/notice-page';

export default function EmergencyScreen() {
  const emergencyText = useConfig(messages.pages.emergency);
  const ui = useConfig(uiConfig);

  return (
    <NoticePage
      title={emergencyText.title}
      body={emergencyText.body}
      help={fmt(emergencyText.help, { phone: ui.customerCenter.phone })}
    />
  );
}
