import { type ReactNode, useId, useState } from 'react';
import * as v from 'valibot';
import { ConfirmDialog } from './ConfirmDialog';
import { TextAreaField } from './forms/TextField';
import { translateProblem } from './i18n';

type ReasonSchema = v.GenericSchema<{ reason?: string }, { reason: string }>;

type ReasonDialogProps<T> = {
  title: string;
  confirmLabel: string;
  /** The confirm button's colour (danger unless the action is a benign one, such as an approval). */
  tone?: 'primary' | 'danger' | 'warning';
  cancelLabel: string;
  /** The reason's field: its label and what it is kept for. */
  reasonLabel: string;
  reasonHint: string;
  /** Checks the reason (the form schema the server checks it with). */
  schema: ReasonSchema;
  /** The screen's dictionary, for the schema's message keys. */
  messages: Record<string, string>;
  run: (reason: string) => Promise<T>;
  success: (result: T) => string;
  refresh?: (result: T) => void;
  onClose: () => void;
  /** What the dialog says above the field. */
  children: ReactNode;
};

/**
 * A confirmed admin action that needs a reason the server keeps (revoking a certificate, turning
 * off a member's two-step sign-in): the reason checked as the server will, the field focused and
 * explained when it is missing, the action sent once.
 */
export function ReasonDialog<T>({
  reasonLabel,
  reasonHint,
  schema,
  messages,
  run,
  children,
  tone = 'danger',
  ...dialog
}: ReasonDialogProps<T>) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const checked = v.safeParse(schema, { reason });
  const problem = touched && !checked.success ? translateProblem(messages, checked.issues[0]?.message) : undefined;
  return (
    <ConfirmDialog
      {...dialog}
      tone={tone}
      check={() => {
        setTouched(true);
        // The field says what is wrong; the focus goes to it.
        if (!checked.success) document.getElementById(reasonId)?.focus();
        return checked.success;
      }}
      run={() => run(v.parse(schema, { reason }).reason)}
    >
      <div className="app-form">
        {children}
        <TextAreaField
          id={reasonId}
          label={reasonLabel}
          hint={reasonHint}
          error={problem}
          maxLength={500}
          required
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
        />
      </div>
    </ConfirmDialog>
  );
}
