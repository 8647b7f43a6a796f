import { Text } from '@radix-ui/themes';
import { PASSWORD_RULES } from '@/lib/validations/password';

/** The spec.md "Password rules" rules, ticked live as the new password is typed. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul aria-label="Password requirements" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <Text asChild size="2" key={rule.id} color={met ? 'green' : 'gray'}>
            <li data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
              <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
            </li>
          </Text>
        );
      })}
    </ul>
  );
}
