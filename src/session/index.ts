// The session is shared state that every feature reads (style.md: shared state goes through session).
export { useSession, getSession, subscribeSession } from './session-store';
export {
  initialSession,
  flattenAgentInfo,
  pickSessionFields,
  type Session,
} from './flatten-agent-info';
export { computeIsMaster } from '@domain/session-record';
export {
  syncLogin,
  adoptServerSession,
  checkLogin,
  loadUserInfo,
  logout,
  endClientSession,
  removeAgentContact,
  updateSession,
  isProtectedPath,
} from './session-actions';
export {
  normalizeContactMethods,
  contactMethodCodes,
  type ContactMethodType,
} from './contact-methods';
export { getSelectedSubUser, setSelectedSubUser } from './sub-user';
