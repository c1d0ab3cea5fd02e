import { languageIcon, logoutIcon } from '../components/icons';
import type { Messages } from '../i18n';
import type { Locale } from '../i18n/locales';
import { $session, isMember, shortName, signOut } from '../stores/session';
import { Icon } from '../ui/Icon';
import { island, useT } from '../ui/i18n';
import { LanguageOptions } from '../ui/LanguageOptions';
import { useClientStore } from '../ui/useClientStore';
import { useDisclosure } from '../ui/useDisclosure';

type Props = {
  locale: Locale;
  paths: { memberProfile: string; adminProfile: string; billing: string };
  messages: Messages<'header.userMenu' | 'header.signedOut' | 'menu.myProfile' | 'menu.billing' | 'menu.logout' | 'menu.language'>;
};

/** Name with the user menu: My Profile, Billing (members only), language, Log Out (seed §2). */
export default island<Props>(Menu);

function Menu({ locale, paths }: Omit<Props, 'messages'>) {
  const t = useT();
  const { user } = useClientStore($session);
  const { open, containerRef, buttonProps } = useDisclosure();
  // Without a known user the menu is the generic (member) one, as the seed's user type defaults to generic.
  const generic = !user || isMember(user);
  const initials = user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() : '?';

  return (
    <div className="menu-anchor" ref={containerRef}>
      <button className="user-button" {...buttonProps} aria-controls="user-menu">
        <span className="visually-hidden">{t('header.userMenu')}: </span>
        <span className="avatar" aria-hidden="true">
          {initials}
        </span>
        <span className="user-button__name">{user ? shortName(user) : t('header.signedOut')}</span>
      </button>
      {open && (
        <div className="popover" id="user-menu">
          {user && (
            <div className="popover__header">
              <strong>{`${user.firstName} ${user.lastName}`}</strong>
              <small>{user.email}</small>
            </div>
          )}
          <a className="popover__item" href={generic ? paths.memberProfile : paths.adminProfile}>
            {t('menu.myProfile')}
          </a>
          {generic && (
            <a className="popover__item" href={paths.billing}>
              {t('menu.billing')}
            </a>
          )}
          <div className="popover__divider" />
          <div className="popover__label" id="user-menu-language">
            <Icon svg={languageIcon} /> {t('menu.language')}
          </div>
          <div role="group" aria-labelledby="user-menu-language">
            <LanguageOptions locale={locale} />
          </div>
          <div className="popover__divider" />
          <button type="button" className="popover__item" onClick={signOut}>
            {t('menu.logout')}
            <Icon svg={logoutIcon} />
          </button>
        </div>
      )}
    </div>
  );
}
