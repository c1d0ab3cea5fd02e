import { useEffect, useId, useState } from 'react';
import { EmailLines } from './EmailLines';
import { useT } from './i18n';
import { QueryView, Skeleton } from './QueryView';
import type { QueryResult } from './useQuery';

/** A member as the picker shows and hands them over. */
export type PickedMember = { id: string; firstName: string; lastName: string; email: string };
type Match = PickedMember & { role: string };

/**
 * Picks a member: a search box (name or email; `onSearch` gets the text once typing pauses) with
 * the matches as radio buttons, so arrows move between them and the choice is announced; once
 * picked, who it is and "Change". Administrators show among the matches but cannot be picked.
 */
export function MemberPicker({
  member,
  pick,
  matches,
  onSearch,
  problem,
}: {
  member: PickedMember | null;
  pick: (member: PickedMember | null) => void;
  matches: QueryResult<{ items: Match[] }>;
  onSearch: (text: string) => void;
  problem?: string;
}) {
  const t = useT();
  const ids = useId();
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);

  if (member) {
    return (
      <fieldset className="field member-picker">
        <legend className="label">{t('memberPicker.legend')}</legend>
        <div className="member-picker__picked">
          <span>
            <strong>
              {member.firstName} {member.lastName}
            </strong>
            <small>
              <EmailLines email={member.email} />
            </small>
          </span>
          <button type="button" className="button is-small" onClick={() => pick(null)}>
            {t('memberPicker.change')}
          </button>
        </div>
      </fieldset>
    );
  }
  return (
    <fieldset className="field member-picker" aria-describedby={problem ? `${ids}-error` : undefined}>
      <legend className="label">{t('memberPicker.legend')}</legend>
      <label className="visually-hidden" htmlFor={`${ids}-search`}>
        {t('memberPicker.search')}
      </label>
      <input
        id={`${ids}-search`}
        className={problem ? 'input is-danger' : 'input'}
        type="search"
        autoComplete="off"
        placeholder={t('memberPicker.placeholder')}
        aria-invalid={problem ? true : undefined}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <QueryView query={matches} skeleton={<Skeleton lines={3} height="2.5rem" />}>
        {(list) =>
          list.items.length === 0 ? (
            <p className="member-picker__none">{t('memberPicker.none')}</p>
          ) : (
            <ul className="member-picker__matches">
              {list.items.map((item) => (
                <li key={item.id}>
                  <label className={item.role === 'USER' ? 'radio' : 'radio is-disabled'}>
                    <input type="radio" name={`${ids}-member`} disabled={item.role !== 'USER'} onChange={() => pick(item)} />
                    <span>
                      <strong>
                        {item.firstName} {item.lastName}
                      </strong>
                      <small>
                        <EmailLines email={item.email} />
                        {item.role !== 'USER' && ` · ${t('memberPicker.admin')}`}
                      </small>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {problem && (
        <p id={`${ids}-error`} className="help is-danger" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
