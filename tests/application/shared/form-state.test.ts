import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../src/domain/shared/result';
import { FormState, type FormErrors, type FormOptions, type RateLimited } from '../../../src/application/shared/form-state';

// A form of no feature: a name, and a way back (e-mail or phone, either is enough).
interface Values {
  name: string;
  email: string;
  phone: string;
}
type Field = keyof Values;
type Code = 'required' | 'emailOrPhone' | 'rejected';
type Problem = RateLimited | { kind: 'offline' };

const EMPTY: Values = { name: '', email: '', phone: '' };

const validate = (values: Values): FormErrors<Field, Code> => {
  const errors: FormErrors<Field, Code> = {};
  if (values.name.trim() === '') errors.name = 'required';
  if (values.email === '' && values.phone === '') errors.email = 'emailOrPhone';
  return errors;
};

const ORDER: readonly Field[] = ['name', 'email', 'phone'];
const firstWrong = (errors: FormErrors<Field, Code>): Field | null => ORDER.find((field) => errors[field] !== undefined) ?? null;

const form = (options: FormOptions<Field, Code> = {}) => new FormState<Values, Code, Problem>(EMPTY, validate, options);

/** What a store does on submit: the rules first, then (when they pass) the call, still on its way. */
function submitted(state: FormState<Values, Code, Problem>): boolean {
  state.started();
  const errors = validate(state.values);
  if (Object.keys(errors).length === 0) return true;
  state.failed({ kind: 'fields', fields: errors });
  return false;
}

describe('FormState: field messages', () => {
  it('does not nag before the first attempt', () => {
    const state = form();

    state.changed('name', '');
    state.changed('email', 'lina@');

    expect(state.errors).toEqual({});
    expect(state.error('name')).toBeNull();
  });

  it('after the first attempt, each edit re-checks the field, so its message follows the typing', () => {
    const state = form();
    expect(submitted(state)).toBe(false);
    expect(state.errors).toEqual({ name: 'required', email: 'emailOrPhone' });
    expect(state.status).toBe('editing');

    state.changed('name', 'Lina');
    expect(state.error('name')).toBeNull();
    state.changed('name', '  ');
    expect(state.error('name')).toBe('required');
  });

  it('re-checks only the edited field by default: a refusal on another field stays until that one is edited', () => {
    const state = form();
    state.changed('name', 'Lina');
    state.changed('phone', '0944 123 456');
    state.started();
    state.failed({ kind: 'fields', fields: { phone: 'rejected' } });

    state.changed('name', 'Lina Haddad');
    expect(state.errors).toEqual({ phone: 'rejected' });
    // The rule across fields is not seen either: the e-mail's message waits for the e-mail to be edited.
    state.changed('phone', '');
    expect(state.errors).toEqual({});
    state.changed('email', '');
    expect(state.errors).toEqual({ email: 'emailOrPhone' });
  });

  it("re-checks the whole form on each edit with recheck: 'form', for rules across fields", () => {
    const state = form({ recheck: 'form' });
    submitted(state);

    state.changed('phone', '0944 123 456');

    expect(state.errors).toEqual({ name: 'required' });
    state.changed('name', 'Lina');
    expect(state.errors).toEqual({});
  });

  it('checks the at-once fields as soon as they change, the others after the first attempt', () => {
    const state = form({ recheck: 'form', checkedAtOnce: ['email'] });

    state.changed('phone', '');
    expect(state.errors).toEqual({ email: 'emailOrPhone' });
    state.changed('phone', '0944 123 456');
    expect(state.errors).toEqual({});

    const byField = form({ checkedAtOnce: ['name'] });
    byField.changed('name', ' ');
    expect(byField.errors).toEqual({ name: 'required' });
  });

  it('re-checks on demand when something the rules read outside the values changed', () => {
    let phoneRequired = false;
    const state = new FormState<Values, Code, Problem>(
      EMPTY,
      (values) => (phoneRequired && values.phone === '' ? { ...validate(values), phone: 'required' } : validate(values)),
      { recheck: 'form' },
    );
    state.changed('name', 'Lina');
    state.changed('email', 'lina@example.com');

    phoneRequired = true;
    state.recheck();
    expect(state.errors).toEqual({});

    submitted(state);
    phoneRequired = false;
    state.recheck();
    expect(state.errors).toEqual({});
    phoneRequired = true;
    state.recheck();
    expect(state.errors).toEqual({ phone: 'required' });
  });

  it('moves the focus to the first refused field when the form says which comes first', () => {
    const state = form({ firstWrong });
    submitted(state);
    expect(state.focusField).toBe('name');

    state.focusMoved();
    expect(state.focusField).toBeNull();
    state.changed('name', 'Lina');
    submitted(state);
    expect(state.focusField).toBe('email');
    state.started();
    expect(state.focusField).toBeNull();

    const unordered = form();
    submitted(unordered);
    expect(unordered.focusField).toBeNull();
  });
});

describe('FormState: sending', () => {
  it('is submitting from the start until the answer, with earlier messages cleared meanwhile', () => {
    const state = form();
    submitted(state);
    state.changed('name', 'Lina');
    state.changed('phone', '0944 123 456');

    expect(submitted(state)).toBe(true);
    expect(state.submitting).toBe(true);
    expect(state.status).toBe('submitting');
    expect(state.errors).toEqual({});

    state.succeeded();
    expect(state.submitting).toBe(false);
    expect(state.sent).toBe(true);
    expect(state.status).toBe('sent');
    expect(state.values).toEqual({ name: 'Lina', email: '', phone: '0944 123 456' });
  });

  it('keeps typing apart from the sending: an edit while it is on its way does not end it', () => {
    const state = form();
    state.started();

    state.changed('name', 'Lina');

    expect(state.submitting).toBe(true);
  });

  it('shows a problem of the form’s own type above the button, and drops it at the next edit', () => {
    const state = form();
    state.started();
    state.failed({ kind: 'rate-limited', retryAfterSeconds: 300 });

    expect(state.problem).toEqual({ kind: 'rate-limited', retryAfterSeconds: 300 });
    expect(state.status).toBe('failed');
    expect(state.submitting).toBe(false);
    expect(state.errors).toEqual({});

    state.changed('name', 'Lina');
    expect(state.problem).toBeNull();
    expect(state.status).toBe('editing');
  });

  it('keeps the problem in sight while the shopper edits when asked to, until the next attempt', () => {
    const state = form({ keepProblemWhileEditing: true });
    state.started();
    state.failed({ kind: 'rate-limited', retryAfterSeconds: 300 });

    state.changed('name', 'Lina');
    expect(state.status).toBe('editing');
    expect(state.problem).toEqual({ kind: 'rate-limited', retryAfterSeconds: 300 });

    state.started();
    expect(state.problem).toBeNull();
  });

  it('lets a problem be dismissed without an edit (the page opened again)', () => {
    const state = form();
    state.started();
    state.failed({ kind: 'offline' });

    state.dismissProblem();

    expect(state.problem).toBeNull();
    expect(state.status).toBe('editing');
  });

  it('takes values the page fills in itself without counting them as an edit', () => {
    const state = form();
    submitted(state);
    state.started();
    state.failed({ kind: 'offline' });

    state.set({ name: 'Lina', phone: '0944 123 456' });

    expect(state.values).toEqual({ name: 'Lina', email: '', phone: '0944 123 456' });
    expect(state.problem).toEqual({ kind: 'offline' });
    expect(state.status).toBe('failed');
  });
});

describe('FormState: the answer of its call', () => {
  it('is sent when the call answered a value, and says so', () => {
    const state = form();
    state.changed('name', 'Lina');
    state.changed('email', 'lina@example.com');
    submitted(state);

    expect(state.answered(ok({ id: 4 }))).toBe(true);
    expect(state.sent).toBe(true);
    expect(state.problem).toBeNull();
  });

  it('shows the failure the call answered, on its fields or above the button, and says it was not sent', () => {
    const state = form();
    state.changed('name', 'Lina');
    state.changed('email', 'lina@example.com');
    submitted(state);

    expect(state.answered(err({ kind: 'fields', fields: { email: 'rejected' } }))).toBe(false);
    expect(state.errors).toEqual({ email: 'rejected' });
    expect(state.status).toBe('editing');

    submitted(state);
    expect(state.answered(err({ kind: 'offline' }))).toBe(false);
    expect(state.problem).toEqual({ kind: 'offline' });
    expect(state.sent).toBe(false);
  });
});

describe('FormState: reset', () => {
  it('starts again from the initial values (or those given), with nothing shown and no attempt', () => {
    const state = form({ firstWrong });
    submitted(state);
    state.started();
    state.failed({ kind: 'offline' });

    state.reset({ email: 'lina@example.com' });

    expect(state.values).toEqual({ name: '', email: 'lina@example.com', phone: '' });
    expect(state.errors).toEqual({});
    expect(state.problem).toBeNull();
    expect(state.status).toBe('editing');
    expect(state.focusField).toBeNull();
    state.changed('name', ' ');
    expect(state.errors).toEqual({});
  });

  it('ends a sending the page gave up on', () => {
    const state = form();
    state.started();

    state.reset();

    expect(state.submitting).toBe(false);
  });
});
