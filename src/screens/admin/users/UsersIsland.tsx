import { useId, useState } from 'react';
import { deleteIcon } from '../../../components/icons';
import type { Messages } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { localizePath } from '../../../i18n/locales';
import { userStatuses, userTypes, verificationStates } from '../../../schemas/enums';
import { toast } from '../../../stores/toast';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { type Column, ListTable, momentColumn } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { EmailLines } from '../../../ui/EmailLines';
import { Notice } from '../../../ui/forms/FormParts';
import { useSubmit } from '../../../ui/forms/useSubmit';
import { Icon } from '../../../ui/Icon';
import { type IslandProps, island, useLocale, useT } from '../../../ui/i18n';
import { ListFilters } from '../../../ui/ListFilter';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import { useQuery } from '../../../ui/useQuery';
import type { usersMessageKeys } from './messageKeys';
import { actions, type UserRow, userList } from './queries';
import { RoleLabel, StatusBadge, TypeLabel, useCountryName, VerificationTag } from './UserLabels';

/** /users (admin): the seed's customer management over every user, paged, sorted and filtered on the server. */
export default island<IslandProps<Messages<(typeof usersMessageKeys)[number]>>>(Users);

const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

function Users() {
  const t = useT();
  const locale = useLocale();
  const params = userList.useParams();
  const query = useQuery(userList.$list);
  const countryName = useCountryName();
  // Ids stay selected across pages and filters until an action or "Clear selection".
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [deleting, setDeleting] = useState<UserRow[] | null>(null);
  const rows = query.data?.items ?? [];
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const filtered = userList.isFiltered(params);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const togglePage = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const row of rows) {
        if (on) next.add(row.id);
        else next.delete(row.id);
      }
      return next;
    });

  const editPath = (id: string) => localizePath(`/users/${encodeURIComponent(id)}/edit-user`, locale);

  const columns: Column<UserRow>[] = [
    {
      id: 'select',
      header: t('users.col.select'),
      quietHeader: true,
      cell: (u) => (
        <input
          type="checkbox"
          className="users-check"
          checked={selected.has(u.id)}
          onChange={(event) => toggle(u.id, event.currentTarget.checked)}
          aria-label={t('users.selectRow', { name: fullName(u) })}
        />
      ),
    },
    {
      id: 'name',
      header: t('users.col.name'),
      sort: 'name',
      cell: (u) => (
        <span className="users-who">
          <a className="users-name" href={editPath(u.id)}>
            {fullName(u)}
          </a>
          {/* Members are the rule; an administrator is marked here rather than in a column of its own, which leaves a laptop's width for the others. */}
          {u.role !== 'USER' && <RoleLabel role={u.role} />}
          <small className="users-email">
            <EmailLines email={u.email} />
          </small>
        </span>
      ),
    },
    { id: 'status', header: t('users.col.status'), cell: (u) => <StatusBadge status={u.status} /> },
    {
      id: 'verification',
      header: t('users.col.verification'),
      // Administrators are never asked to verify.
      cell: (u) => (u.role === 'USER' ? <VerificationTag state={u.verification} /> : <span className="users-muted">—</span>),
    },
    { id: 'type', header: t('users.col.type'), cell: (u) => <TypeLabel type={u.type} /> },
    {
      id: 'country',
      header: t('users.col.country'),
      cell: (u) => <span className="users-country">{u.country ? countryName(u.country) : '—'}</span>,
    },
    momentColumn('created', t('users.col.created'), (u) => u.createdAt, { sort: 'created', className: 'order-date' }),
    {
      id: 'lastLogin',
      header: t('users.col.lastLogin'),
      sort: 'lastLogin',
      // The day is enough in the list; the edit page shows the time.
      cell: (u) =>
        u.lastLogin ? (
          <span className="order-date">
            <DateTime value={u.lastLogin} style="date" />
          </span>
        ) : (
          <span className="users-muted">{t('users.never')}</span>
        ),
    },
    {
      id: 'accounts',
      header: t('users.col.accounts'),
      sort: 'accounts',
      align: 'end',
      cell: (u) => formatNumber(u.accounts, locale, 0),
    },
    {
      id: 'totalPaid',
      header: t('users.col.totalPaid'),
      sort: 'totalPaid',
      align: 'end',
      cell: (u) => (u.currency ? <Money minor={u.totalPaid} currency={u.currency} /> : '—'),
    },
    {
      id: 'actions',
      header: t('users.col.actions'),
      quietHeader: true,
      cell: (u) => (
        // The name links to the edit page; the one action left here is delete.
        <span className="row-actions">
          <button type="button" className="button is-small is-danger is-outlined" onClick={() => setDeleting([u])}>
            <Icon svg={deleteIcon} />
            <span className="visually-hidden">{t('users.delete', { name: fullName(u) })}</span>
          </button>
        </span>
      ),
    },
  ];

  const selectedRows = (): UserRow[] => [...selected].map((id) => rows.find((row) => row.id === id) ?? ({ id } as UserRow));

  return (
    <div className="screen admin-users">
      <PanelCard
        id="users-title"
        title={t('template.customersList')}
        headerClassName="admin-users__head"
        aside={
          <a className="button is-primary" href={localizePath('/users/edit-user', locale)}>
            {t('template.newCustomer')}
          </a>
        }
      >
        <Filters params={params} />
        <BulkBar
          count={selected.size}
          allOnPage={allOnPage}
          canSelect={rows.length > 0}
          onTogglePage={togglePage}
          onClear={() => setSelected(new Set())}
          onStatus={async (status) => {
            await actions.setStatus([...selected], status);
            toast.success(t('customers.statusUpdated'));
            setSelected(new Set());
            userList.refresh();
          }}
          onDelete={() => setDeleting(selectedRows())}
        />
        <ListTable
          caption={t('users.caption')}
          columns={columns}
          list={userList}
          empty={<p className="empty-state">{filtered ? t('users.emptyFiltered') : t('users.empty')}</p>}
        />
      </PanelCard>
      {deleting && (
        <DeleteDialog
          targets={deleting}
          onClose={() => setDeleting(null)}
          onDone={(ids) => {
            setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
            setDeleting(null);
            userList.refresh();
          }}
        />
      )}
    </div>
  );
}

function Filters({ params }: { params: Record<string, string> }) {
  const t = useT();
  const all = t('users.filter.all');
  return (
    <div className="admin-users__filters">
      <ListFilters
        className="admin-users__filter"
        values={params}
        filters={[
          {
            kind: 'select',
            name: 'status',
            label: t('customers.filterStatus'),
            allLabel: all,
            options: userStatuses.map((status) => ({ value: status, label: t(`customers.status${status}`) })),
          },
          {
            kind: 'select',
            name: 'type',
            label: t('customers.filterType'),
            allLabel: all,
            options: userTypes.map((type) => ({ value: type, label: t(`customers.type${type}`) })),
          },
          {
            kind: 'select',
            name: 'verification',
            label: t('users.filter.verification'),
            allLabel: all,
            options: verificationStates.map((state) => ({ value: state, label: t(`verification.state.${state}`) })),
          },
          { kind: 'days', fromLabel: t('users.filter.from'), toLabel: t('users.filter.to') },
          { kind: 'search', name: 'q', label: t('customers.search'), className: 'admin-users__filter admin-users__filter--search' },
        ]}
      />
    </div>
  );
}

function BulkBar({
  count,
  allOnPage,
  canSelect,
  onTogglePage,
  onClear,
  onStatus,
  onDelete,
}: {
  count: number;
  allOnPage: boolean;
  canSelect: boolean;
  onTogglePage: (on: boolean) => void;
  onClear: () => void;
  onStatus: (status: 'Active' | 'Suspended') => Promise<void>;
  onDelete: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const statusId = useId();
  const [status, setStatus] = useState('');
  const bulk = useSubmit({ run: onStatus, onSuccess: () => setStatus('') });
  const busy = bulk.submitting;
  const apply = () => {
    if (status === 'Active' || status === 'Suspended') bulk.submit(status);
  };
  return (
    <div className="admin-users__bulk">
      <label className="admin-users__all">
        <input type="checkbox" checked={allOnPage} disabled={!canSelect} onChange={(event) => onTogglePage(event.currentTarget.checked)} />
        <span>{t('users.selectAll')}</span>
      </label>
      <p className="admin-users__count" aria-live="polite">
        {t('customers.selectedCount')} <strong>{formatNumber(count, locale, 0)}</strong>
      </p>
      {count > 0 && (
        <div className="admin-users__bulk-actions">
          <label className="visually-hidden" htmlFor={statusId}>
            {t('users.bulk.status')}
          </label>
          <span className="select is-small">
            <select id={statusId} value={status} onChange={(event) => setStatus(event.currentTarget.value)}>
              <option value="">{t('users.bulk.choose')}</option>
              {userStatuses.map((option) => (
                <option key={option} value={option}>
                  {t(`customers.status${option}`)}
                </option>
              ))}
            </select>
          </span>
          <button
            type="button"
            className={busy ? 'button is-small is-primary is-loading' : 'button is-small is-primary'}
            disabled={!status || busy}
            onClick={apply}
          >
            {t('users.bulk.apply')}
          </button>
          <button type="button" className="button is-small" onClick={onDelete}>
            {t('users.deleteSelected')}
          </button>
          <button type="button" className="button is-small is-text" onClick={onClear}>
            {t('users.clearSelection')}
          </button>
        </div>
      )}
      {bulk.error !== null && <Notice kind="danger">{bulk.error || t('error.generic')}</Notice>}
    </div>
  );
}

function DeleteDialog({ targets, onClose, onDone }: { targets: UserRow[]; onClose: () => void; onDone: (ids: string[]) => void }) {
  const t = useT();
  const one = targets.length === 1;
  const ids = targets.map((target) => target.id);
  const remove = async () => {
    const toastId = `users-delete-${ids.join(',')}`;
    toast.info(t(one ? 'customers.deleting' : 'customers.deletingMany'), { id: toastId });
    try {
      return await actions.remove(ids);
    } finally {
      toast.dismiss(toastId);
    }
  };
  return (
    <ConfirmDialog
      title={t('users.deleteTitle')}
      confirmLabel={t('users.confirmDelete')}
      cancelLabel={t('users.keep')}
      tone="danger"
      onClose={onClose}
      run={remove}
      success={(result) => ({
        message: t(one ? 'customers.deleted' : 'customers.selectedDeleted'),
        ...(result.anonymised > 0 && { description: t('users.anonymised', { count: result.anonymised }) }),
      })}
      onDone={() => onDone(ids)}
    >
      {(busy) => (
        <>
          <p>
            <strong>{t(one ? 'customers.confirmDelete' : 'customers.confirmDeleteSelected')}</strong>
          </p>
          {one && targets[0]?.email && (
            <p className="admin-users__who">
              {fullName(targets[0])} · {targets[0].email}
            </p>
          )}
          <p className="admin-users__note">{t('users.anonymiseNote')}</p>
          {busy && (
            <p className="admin-users__progress" role="status">
              {t(one ? 'customers.deleting' : 'customers.deletingMany')}
            </p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
