import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { fmt } from '@/lib/format-message';
import { NoticePage } from '../components/notice-page';

const agreementText = messages.pages.agreement;

export default function AgreementScreen() {
  return (
    <NoticePage
      title={agreementText.title}
      body={agreementText.body}
      help={fmt(agreementText.help, { phone: uiConfig.customerCenter.phone })}
    />
  );
}
