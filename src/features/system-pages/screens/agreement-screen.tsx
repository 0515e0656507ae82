import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { fmt } from '@/lib/format-message';
import { NoticePage } from '../components/notice-page';

const t = messages.pages.agreement;

export default function AgreementScreen() {
  return (
    <NoticePage
      title={t.title}
      body={t.body}
      help={fmt(t.help, { phone: uiConfig.customerCenter.phone })}
    />
  );
}
