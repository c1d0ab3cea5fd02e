import { $session, isMember } from '../stores/session';
import { useClientStore } from '../ui/useClientStore';

/** Return Home: /accounts for members, /dashboard for everyone else (seed §2). */
export default function ReturnHome({ label, paths }: { label: string; paths: { member: string; admin: string } }) {
  const { user } = useClientStore($session);
  return (
    <a className="button is-primary" href={isMember(user) ? paths.member : paths.admin}>
      {label}
    </a>
  );
}
