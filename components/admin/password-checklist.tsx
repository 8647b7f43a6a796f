import { PASSWORD_RULES } from '@/lib/validations/password';

/** The SPEC 5 rules, ticked live as the new password is typed. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul aria-label="Password requirements" className="space-y-1 text-sm">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={met ? 'text-green-700' : 'text-slate-500'} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
            <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
