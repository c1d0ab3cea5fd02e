/**
 * Password strength (seed §5): length of at least 8, a lowercase letter, an uppercase letter, a
 * digit and a special character each add an equal share.
 */
export function passwordStrength(password: string): number {
  const checks = [password.length >= 8, /[a-z]/.test(password), /[A-Z]/.test(password), /\d/.test(password), /[@$!%*#?&]/.test(password)];
  return checks.filter(Boolean).length / checks.length;
}

export function PasswordMeter({ password, label, hint }: { password: string; label: string; hint: string }) {
  const strength = passwordStrength(password);
  const percent = Math.round(strength * 100);
  return (
    <div className="password-meter">
      <div className="password-meter__bar" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        {[0.2, 0.4, 0.6, 0.8, 1].map((step) => (
          <span key={step} className={strength >= step - 1e-9 ? 'is-filled' : undefined} />
        ))}
      </div>
      <p className="help">{hint}</p>
    </div>
  );
}
