/**
 * The shared form components, on react-hook-form with the rule set of ~/lib/validation.
 *
 *   const form = useRulesForm<{ email: string }>({ defaultValues: { email: '' } });
 *   <RulesForm form={form} onSubmit={async (values) => { await send(values); }} submitLabel="Versturen">
 *     <TextField name="email" label="E-mailadres" rules="required|email" type="email" autoComplete="email" />
 *     <TextareaField name="message" label="Bericht" rules={['required', ['length', 10, 5000]]} />
 *     <CheckboxField name="terms" label="De voorwaarden" rules="accepted">Ik ga akkoord ...</CheckboxField>
 *     <SelectField name="topic" label="Onderwerp" options={[...]} placeholder="Maak een keuze" rules="required" />
 *   </RulesForm>
 *
 * Behaviour (spec §4, §5, §9):
 * - Nothing is judged before the first submit; after it, every field again 20 ms (INPUT_DEBOUNCE_MS)
 *   after the last change.
 * - Submit with broken rules: each field shows its message (aria-invalid, aria-describedby and
 *   aria-errormessage point at it), the first invalid field gets focus, and the form says
 *   'Sorry, niet alle velden zijn correct ingevuld.' ('Form incomplete.' with locale="en").
 * - Valid submit: onSubmit runs while the whole form is disabled (loading) and the button reads
 *   busyLabel. It resolves → complete. It throws → an API error (ApiRequestError from the typed
 *   client) shows its Dutch message and puts its `fields` messages on the fields of the same name;
 *   any other error shows 'Het versturen is niet gelukt. Probeer het opnieuw.'
 * - useRulesFormState() inside the form gives { submitted, loading, complete, invalid, locale };
 *   the <form> carries data-state="idle|submitted|loading|complete|invalid".
 * - submitLabel={false} leaves the button to the children: place <SubmitButton label busyLabel />.
 * - For a control of your own, useField({ name, label, rules, hint, optional }) registers it and gives ids,
 *   the message and ARIA attributes.
 */
export { CheckboxField } from './checkbox-field.tsx';
export { FieldMessage } from './field-message.tsx';
/** The look of a form's fields, for a plain control outside RulesForm (a filter, a search box). */
export { default as fieldStyles } from './form.module.css';
export { useRulesFormState } from './form-context.ts';
export { InviteForm } from './invite-form.tsx';
export { AppendLineButton, RemoveLineButton } from './line-buttons.tsx';
export { LoginEmailField } from './login-email-field.tsx';
export { NewPasswordFields } from './new-password-fields.tsx';
export { RoleForm } from './role-form.tsx';
export { RulesForm } from './rules-form.tsx';
export { SelectField } from './select-field.tsx';
export { TextareaField, TextField } from './text-field.tsx';
export { TotpCodeField } from './totp-code-field.tsx';
export { useField } from './use-field.tsx';
export { useRulesForm } from './use-rules-form.ts';
