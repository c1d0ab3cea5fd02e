import { type Column, ListTable } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { useT } from '../../../ui/i18n';
import { DeviceName, IpAddress, PlaceName } from './DeviceLabels';
import { ProfileCard } from './ProfileCard';
import { type LoginView, loginList } from './queries';

/** Every sign-in attempt of the caller, newest first, paged on the server (page and size in the URL). */
export function LoginHistory() {
  const t = useT();
  const columns: Column<LoginView>[] = [
    { id: 'time', header: t('profile.logins.time'), cell: (login) => <DateTime value={login.at} /> },
    {
      id: 'result',
      header: t('profile.logins.result'),
      cell: (login) =>
        login.success ? (
          <span className="tag is-success is-light">{t('profile.logins.success')}</span>
        ) : (
          <span className="tag is-danger is-light">{t('profile.logins.failure')}</span>
        ),
    },
    { id: 'device', header: t('profile.device'), cell: (login) => <DeviceName device={login.device} /> },
    { id: 'ip', header: t('profile.ip'), cell: (login) => <IpAddress ip={login.ip} /> },
    { id: 'place', header: t('profile.location'), cell: (login) => <PlaceName place={login.place} /> },
  ];
  return (
    <ProfileCard id="profile-logins-title" title="profile.logins.title" description="profile.logins.description">
      <ListTable
        caption={t('profile.logins.caption')}
        columns={columns}
        list={loginList}
        empty={<p className="empty-state">{t('profile.logins.empty')}</p>}
      />
    </ProfileCard>
  );
}
