import type { Locale } from '../../../i18n';
import { $session } from '../../../stores/session';
import { island } from '../../../ui/i18n';
import { Skeleton } from '../../../ui/QueryView';
import { useClientStore } from '../../../ui/useClientStore';
import { DetailsForm } from './DetailsForm';
import { LanguageSetting } from './LanguageSetting';
import { LoginHistory } from './LoginHistory';
import type { ProfileMessages } from './messageKeys';
import { PasswordForm } from './PasswordForm';
import { ProfileCard } from './ProfileCard';
import { Sessions } from './Sessions';
import { TwoFactorCard } from './TwoFactorCard';

type Props = { locale: Locale; messages: ProfileMessages };

/**
 * /accounts/profile and /admin-profile: the signed-in user's names, password, two-step sign-in,
 * live sessions and sign-in history. The names come from the session's user record, which saving updates.
 */
export default island<Props>(Profile);

function Profile({ messages }: Props) {
  const { user } = useClientStore($session);
  return (
    <>
      <div className="profile-forms">
        <ProfileCard id="profile-details-title" title="profile.details.title" description="profile.details.description">
          {user ? <DetailsForm key={user.id} user={user} messages={messages} /> : <Skeleton lines={4} height="2.25rem" />}
        </ProfileCard>
        <ProfileCard id="profile-password-title" title="profile.password.title" description="profile.password.description">
          {user ? <PasswordForm key={user.id} email={user.email} messages={messages} /> : <Skeleton lines={4} height="2.25rem" />}
        </ProfileCard>
      </div>
      <TwoFactorCard messages={messages} />
      <LanguageSetting />
      <Sessions />
      <LoginHistory />
    </>
  );
}
