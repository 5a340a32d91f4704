import { ACCOUNT_GROUPS, type AccountGroup, STAFF_GROUPS } from '@kits/contract';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

/**
 * The rights of an account as checkboxes, each with what it allows (docs/rules.md#role-grants):
 * manager and administrator are enabled for an admin only (`mayGrantStaff`), with a note saying so;
 * `error` (the server's 403 on groups) stands under them.
 */
export function GroupsFieldset({
  groups,
  onChange,
  mayGrantStaff,
  disabled,
  error,
}: {
  groups: AccountGroup[];
  onChange: (groups: AccountGroup[]) => void;
  mayGrantStaff: boolean;
  disabled: boolean;
  error?: string;
}) {
  const { t } = useTranslation('accounts');
  const toggle = (group: AccountGroup, on: boolean) =>
    onChange(on ? [...groups, group] : groups.filter((g) => g !== group));
  return (
    <fieldset aria-describedby={error ? 'account-groups-error' : undefined}>
      <legend className="form-label fs-6 mb-1">{t('form.groups')}</legend>
      {ACCOUNT_GROUPS.map((group) => (
        <Form.Check
          key={group}
          id={`account-group-${group}`}
          type="checkbox"
          checked={groups.includes(group)}
          disabled={disabled || (STAFF_GROUPS.includes(group) && !mayGrantStaff)}
          onChange={(e) => toggle(group, e.target.checked)}
          label={
            <>
              {t(`groups.${group}`)}{' '}
              <span className="small text-body-secondary">— {t(`groupHints.${group}`)}</span>
            </>
          }
        />
      ))}
      {!mayGrantStaff && <div className="small text-body-secondary mt-1">{t('staffOnlyAdmin')}</div>}
      {error && (
        <div id="account-groups-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
