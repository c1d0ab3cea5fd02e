import { phoneIcon, systemIcon, tabletIcon } from '../../../components/icons';
import { Icon } from '../../../ui/Icon';
import { useLocale, useT } from '../../../ui/i18n';
import type { SessionView } from './queries';

type Device = SessionView['device'];
type Place = SessionView['place'];

/** "Chrome 131 on Windows 10", with an icon for the kind of device. */
export function DeviceName({ device, id }: { device: Device; id?: string }) {
  const t = useT();
  const name =
    device.browser && device.os ? t('profile.deviceOn', { browser: device.browser, os: device.os }) : (device.browser ?? device.os);
  const icon = device.type === 'mobile' ? phoneIcon : device.type === 'tablet' ? tabletIcon : systemIcon;
  return (
    <span className="device-name" id={id}>
      <Icon svg={icon} />
      <span>{name ?? t('profile.unknownDevice')}</span>
    </span>
  );
}

const regionNames = new Map<string, Intl.DisplayNames>();
/** A two-letter code named in the page's language; a name the lookup service gave stays as it is. */
function countryName(country: string, locale: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

/** City and country of the sign-in's address, as far as its geolocation lookup knew them. */
export function PlaceName({ place }: { place: Place }) {
  const t = useT();
  const locale = useLocale();
  const country = place.country && countryName(place.country, locale);
  if (place.city && country) return <>{t('profile.place', { city: place.city, country })}</>;
  return <>{place.city ?? country ?? t('profile.unknownLocation')}</>;
}

/** The address a sign-in came from; the server writes "unknown" when it had none. */
export function IpAddress({ ip }: { ip: string | null }) {
  const t = useT();
  return ip && ip !== 'unknown' ? <code className="ip-address">{ip}</code> : t('profile.unknownLocation');
}
