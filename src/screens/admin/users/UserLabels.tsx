import { useMemo } from 'react';
import type { userStatuses, userTypes, VerificationState } from '../../../schemas/enums';
import { useLocale, useT } from '../../../ui/i18n';

/** A user's status as a tag; the word carries the meaning, the colour only helps. */
export function StatusBadge({ status }: { status: (typeof userStatuses)[number] }) {
  const t = useT();
  return (
    <span className={status === 'Active' ? 'tag is-light is-success' : 'tag is-light is-danger'}>{t(`customers.status${status}`)}</span>
  );
}

const verificationTone: Record<VerificationState, string> = {
  notStarted: 'is-muted',
  inProgress: 'is-info',
  pendingReview: 'is-warning',
  approved: 'is-success',
  rejected: 'is-danger',
  resubmissionRequested: 'is-warning',
  expired: 'is-muted',
};

/** Where a member's identity verification stands, as a tag (the words shared with the member's page). */
export function VerificationTag({ state }: { state: VerificationState }) {
  const t = useT();
  return <span className={`tag is-light ${verificationTone[state]}`}>{t(`verification.state.${state}`)}</span>;
}

export function TypeLabel({ type }: { type: (typeof userTypes)[number] }) {
  const t = useT();
  return <span>{t(`customers.type${type}`)}</span>;
}

/** USER is a member; any other role administers (seed §6) and is named as an administrator. */
export function RoleLabel({ role }: { role: string }) {
  const t = useT();
  return role === 'USER' ? <span>{t('users.role.USER')}</span> : <span className="tag is-info is-light">{t('users.role.ADMIN')}</span>;
}

/** A country's name in the page's language, from its ISO code. */
export function useCountryName(): (code: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
}
