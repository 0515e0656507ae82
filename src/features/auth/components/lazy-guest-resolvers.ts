import { lazyResolver } from '@/components/form/lazy-resolver';

const loadResolvers = () => import('./validation').then((m) => m.guestResolvers);

/**
 * The guest forms' resolvers as the screens use them: each loads validation.ts (and zod with
 * it) at its form's first validation, so zod stays out of the guest pages' first load.
 */
export const lazyGuestResolvers = {
  login: lazyResolver(() => loadResolvers().then((r) => r.login)),
  findPassword: lazyResolver(() => loadResolvers().then((r) => r.findPassword)),
  passwordReset: lazyResolver(() => loadResolvers().then((r) => r.passwordReset)),
  staffInvite: lazyResolver(() => loadResolvers().then((r) => r.staffInvite)),
  consult: lazyResolver(() => loadResolvers().then((r) => r.consult)),
  joinConsult: lazyResolver(() => loadResolvers().then((r) => r.joinConsult)),
};
