import { useState } from 'react';
import { toast } from '../../../stores/toast';
import { DateTime } from '../../../ui/DateTime';
import { useT } from '../../../ui/i18n';
import { QueryView } from '../../../ui/QueryView';
import { useQuery } from '../../../ui/useQuery';
import { DeviceName, IpAddress, PlaceName } from './DeviceLabels';
import { ProfileCard } from './ProfileCard';
import { $sessions, type SessionView, signOutSession } from './queries';

/** The caller's live sessions, this device first; any other can be signed out, or all of them at once. */
export function Sessions() {
  const t = useT();
  const query = useQuery($sessions);
  // The session (or 'others') being signed out: its button waits, the others stay usable.
  const [pending, setPending] = useState<string | null>(null);
  const signOut = async (id: string) => {
    setPending(id);
    try {
      toast.success(await signOutSession(id));
    } catch (error) {
      toast.error((error as Error).message || t('error.generic'));
    } finally {
      setPending(null);
    }
  };
  const sessions = [...(query.data?.items ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((session) => !session.current).length;

  return (
    <ProfileCard
      id="profile-sessions-title"
      title="profile.sessions.title"
      description="profile.sessions.description"
      action={
        <button
          type="button"
          className={`button is-small${pending === 'others' ? ' is-loading' : ''}`}
          disabled={others === 0 || pending !== null}
          onClick={() => signOut('others')}
        >
          {t('profile.sessions.signOutOthers')}
        </button>
      }
    >
      <QueryView query={query}>
        {() => (
          <>
            <ul className="session-list">
              {sessions.map((session) => (
                <SessionItem
                  key={session.id}
                  session={session}
                  busy={pending === session.id}
                  disabled={pending !== null}
                  onSignOut={signOut}
                />
              ))}
            </ul>
            {others === 0 && <p className="help">{t('profile.sessions.onlyThis')}</p>}
          </>
        )}
      </QueryView>
    </ProfileCard>
  );
}

function SessionItem({
  session,
  busy,
  disabled,
  onSignOut,
}: {
  session: SessionView;
  busy: boolean;
  disabled: boolean;
  onSignOut: (id: string) => void;
}) {
  const t = useT();
  const deviceId = `session-${session.id}`;
  return (
    <li className="session-item">
      <div className="session-item__device">
        <strong>
          <DeviceName device={session.device} id={deviceId} />
        </strong>
        {session.current ? (
          <span className="tag is-primary is-light">{t('profile.sessions.thisDevice')}</span>
        ) : (
          <button
            type="button"
            className={`button is-small${busy ? ' is-loading' : ''}`}
            aria-describedby={deviceId}
            disabled={disabled}
            onClick={() => onSignOut(session.id)}
          >
            {t('profile.sessions.signOut')}
          </button>
        )}
      </div>
      <dl className="session-item__facts">
        <div>
          <dt>{t('profile.ip')}</dt>
          <dd>
            <IpAddress ip={session.ip} />
          </dd>
        </div>
        <div>
          <dt>{t('profile.location')}</dt>
          <dd>
            <PlaceName place={session.place} />
          </dd>
        </div>
        <div>
          <dt>{t('profile.sessions.signedIn')}</dt>
          <dd>
            <DateTime value={session.signedInAt} />
          </dd>
        </div>
        <div>
          <dt>{t('profile.sessions.lastSeen')}</dt>
          <dd>
            <DateTime value={session.lastSeenAt} />
          </dd>
        </div>
      </dl>
    </li>
  );
}
