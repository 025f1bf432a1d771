import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RateLimited } from '@/application/shared/form-state';
import { formatWait } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

/** Why a support form was not sent (ContactProblem, DataDeletionProblem). */
type SupportProblem = RateLimited | { kind: 'offline' } | { kind: 'failed' };

// Why a support form (contact, data deletion) was not sent, above its button, announced at once; in
// the words of that form (`content:<form>.failures.*`).
export const SupportFormProblem = observer(function SupportFormProblem({ problem, form, testId }: { problem: SupportProblem | null; form: 'contact' | 'dataDeletion'; testId: string }) {
  const { t } = useTranslation('content');
  const lang = useLanguage();
  if (problem === null) return null;
  const failure =
    problem.kind === 'rate-limited'
      ? problem.retryAfterSeconds === null
        ? t(`${form}.failures.rateLimitedNoWait`)
        : t(`${form}.failures.rateLimited`, { wait: formatWait(problem.retryAfterSeconds, lang) })
      : t(`${form}.failures.${problem.kind}`);
  return (
    <p className="form-card__problem" role="alert" data-testid={testId}>
      {failure}
    </p>
  );
});
