import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormProblem } from '@/application/account';
import { formatWait } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

const KEYS: Readonly<Record<Exclude<FormProblem['kind'], 'rate-limited' | 'token'>, string>> = {
  'invalid-credentials': 'problems.invalidCredentials',
  'email-not-verified': 'problems.emailNotVerified',
  'already-verified': 'problems.alreadyVerified',
  'not-signed-in': 'problems.notSignedIn',
  network: 'problems.network',
  failed: 'problems.failed',
};

const TOKEN_KEYS = { expired: 'problems.tokenExpired', used: 'problems.tokenUsed', invalid: 'problems.tokenInvalid' } as const;

export function useProblemText(): (problem: FormProblem) => string {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  return (problem) => {
    if (problem.kind === 'rate-limited') {
      return problem.retryAfterSeconds === null
        ? t('problems.rateLimitedNoWait')
        : t('problems.rateLimited', { wait: formatWait(problem.retryAfterSeconds, lang) });
    }
    if (problem.kind === 'token') return t(TOKEN_KEYS[problem.reason]);
    return t(KEYS[problem.kind]);
  };
}

// What went wrong with the whole form, above its button; announced at once (role=alert).
export function FormProblemMessage({ problem, children }: { problem: FormProblem | null; children?: ReactNode }) {
  const text = useProblemText();
  if (problem === null) return null;
  return (
    <div className="form__error" role="alert" data-testid="form-problem">
      <p>{text(problem)}</p>
      {children}
    </div>
  );
}
