import { useEffect } from 'react';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

/** Sets the document title to the route's title and the site name. */
export function RouteTitle({ title }: { title: string }) {
  const headerText = useConfig(messages.header);

  useEffect(() => {
    document.title = title === headerText.logo ? title : `${title} | ${headerText.logo}`;
  }, [title, headerText.logo]);
  return null;
}
