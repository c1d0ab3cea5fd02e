import { localizePath } from '../../../i18n/locales';
import { useLocale, useT } from '../../../ui/i18n';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { useQuery } from '../../../ui/useQuery';
import { $user } from '../users/queries';

/** Whose accounts these are (GET /api/users/:id), and the ways back to the member and their accounts. */
export function MemberHeader({ userId, withAccountsLink = false }: { userId: string; withAccountsLink?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const query = useQuery($user);
  return (
    <header className="panel-card admin-accounts__member">
      <QueryView query={query} skeleton={<Skeleton lines={1} />}>
        {({ user }) => (
          <div className="admin-accounts__who">
            <span className="admin-accounts__label">{t('adminAccounts.member')}</span>
            <strong>
              {user.firstName} {user.lastName}
            </strong>
            <span className="admin-accounts__email">{user.email}</span>
          </div>
        )}
      </QueryView>
      <nav className="admin-accounts__links" aria-label={t('adminAccounts.member')}>
        {withAccountsLink && (
          <a className="button is-small" href={localizePath(`/users/${encodeURIComponent(userId)}/trading-accounts`, locale)}>
            {t('adminAccounts.allAccounts')}
          </a>
        )}
        <a className="button is-small" href={localizePath(`/users/${encodeURIComponent(userId)}/edit-user`, locale)}>
          {t('adminAccounts.editUser')}
        </a>
      </nav>
    </header>
  );
}
