import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';
import type { StudioFiles } from '../../../model/studio-section';
import { reachesRoute } from './route-check';

/** Why a menu item's path cannot be published: not absolute, or no route of routes.json has it. */
export const pathProblem = (path: string, routes: StudioFiles['routes']): string | undefined => {
  const t = readConfig(messages.studioEditors).menus;
  return !path.startsWith('/')
    ? t.pathRequired
    : reachesRoute(path, routes)
      ? undefined
      : t.noRoute;
};
