import { useTranslation } from 'react-i18next';
import type { PasswordRules } from '@/domain/account';

// The visible checklist under a new password: each rule says whether it is met, in words too.
export function PasswordRulesList({ rules, id }: { rules: PasswordRules; id?: string }) {
  const { t } = useTranslation('account');
  const items: { key: keyof PasswordRules; met: boolean }[] = [
    { key: 'length', met: rules.length },
    { key: 'letter', met: rules.letter },
    { key: 'digit', met: rules.digit },
  ];
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules__title">{t('hints.passwordRules')}</p>
      <ul>
        {items.map((item) => (
          <li key={item.key} className={item.met ? 'password-rules__rule password-rules__rule--met' : 'password-rules__rule'}>
            <span aria-hidden="true" className="password-rules__mark">
              {item.met ? '✓' : '•'}
            </span>
            {t(`rules.${item.key}`)}
            <span className="visually-hidden">{`, ${item.met ? t('rules.met') : t('rules.unmet')}`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
