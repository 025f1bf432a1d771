// A form the server drew, before and after React takes it over (issue 18): what was typed into the
// server's HTML reaches the form's state, and its submit button stays off until then.
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { act, useEffect, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { TextField } from '@/ui/shared/forms/text-field';
import { useOpened } from '@/ui/shared/hooks/use-opened';
import { useTickedBeforeHydration } from '@/ui/shared/forms/use-typed-before-hydration';

class NameForm {
  name = '';
  changes = 0;
  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }
  changed(value: string): void {
    this.name = value;
    this.changes += 1;
  }
  /** As the stores' opened(): the screen resets its form when it opens, after its fields' effects. */
  opened(): void {
    this.name = '';
  }
}

/** A keystroke that reaches the form after the hydrated page is committed, before the screen's own effects. */
function TypesAfterTheCommit({ form, text }: { form: NameForm; text: Typed | undefined }) {
  useEffect(() => {
    if (text === undefined) return;
    if (typeof text === 'string') {
      form.changed(text);
      return;
    }
    // As the browser does: the field takes the letters and fires an input event, which React's onChange reports.
    const field = document.querySelector('input');
    if (field === null) throw new Error('no input');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text.keystroke);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, [form, text]);
  return null;
}

/** What reaches the form after the commit: a change reported to the state, or a real keystroke into the field. */
type Typed = string | { keystroke: string };

const Form = observer(function Form({ form, typesAfterCommit, onSent }: { form: NameForm; typesAfterCommit?: Typed; onSent?: (name: string) => void }) {
  useOpened(() => form.opened(), [form]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSent?.(form.name);
      }}
    >
      <TypesAfterTheCommit form={form} text={typesAfterCommit} />
      <TextField label="Name" value={form.name} error={null} onChange={form.changed} />
      <SubmitButton className="button" busy={false}>
        Send
      </SubmitButton>
    </form>
  );
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function serverDrawn(): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Form form={new NameForm()} />);
  document.body.append(host);
  return host;
}

async function hydrate(host: HTMLElement, form: NameForm, typesAfterCommit?: Typed): Promise<void> {
  await act(async () => {
    root = hydrateRoot(host, <Form form={form} {...(typesAfterCommit === undefined ? {} : { typesAfterCommit })} />);
  });
  // The hand-over waits for the commit's effects to finish.
  await act(async () => {
    await new Promise((done) => setTimeout(done, 10));
  });
}

describe('a server-drawn form', () => {
  it('has its submit button off in the server HTML, on once hydrated', async () => {
    const host = serverDrawn();
    expect(host.querySelector('button[type=submit]')?.hasAttribute('disabled')).toBe(true);
    await hydrate(host, new NameForm());
    expect(host.querySelector('button[type=submit]')?.hasAttribute('disabled')).toBe(false);
  });

  it('keeps what was typed before hydrating, in the field and in the state, though the screen resets its form on opening', async () => {
    const host = serverDrawn();
    const input = host.querySelector('input');
    if (input === null) throw new Error('no input');
    input.value = 'Rania';
    const form = new NameForm();
    await hydrate(host, form);
    expect(form.name).toBe('Rania');
    expect(host.querySelector('input')?.value).toBe('Rania');
  });

  it('keeps what was typed while React was hydrating (the change reached the state before the screen reset its form)', async () => {
    // On a slow phone hydration is cut into tasks; a keystroke between them reaches onChange before
    // the commit, so the field and the state agree at the commit, and the screen's opened() then
    // cleared the state (a CI run lost the e-mail of a shopper logging in this way).
    const host = serverDrawn();
    const input = host.querySelector('input');
    if (input === null) throw new Error('no input');
    input.value = 'Rania';
    const form = new NameForm();
    form.changed('Rania');
    await hydrate(host, form);
    expect(form.name).toBe('Rania');
    expect(host.querySelector('input')?.value).toBe('Rania');
  });

  it('keeps what was typed just after the page was taken over, before the screen\'s effects ran', async () => {
    // After a hydration React runs the effects a task later, and the browser may run a keystroke between.
    const form = new NameForm();
    await hydrate(serverDrawn(), form, 'Rania');
    expect(form.name).toBe('Rania');
  });

  it('keeps the letters typed after the page was taken over, on top of those typed before (the hand-over reads the field, not what it held at the commit)', async () => {
    // A CI run signed in with "Shop" for "Shopper123": the first letters were typed before the
    // page was interactive, the rest after, and the hand-over then wrote the first part back.
    const host = serverDrawn();
    const input = host.querySelector('input');
    if (input === null) throw new Error('no input');
    input.value = 'Ran';
    const form = new NameForm();
    await hydrate(host, form, { keystroke: 'Rania' });
    expect(host.querySelector('input')?.value).toBe('Rania');
    expect(form.name).toBe('Rania');
  });

  it('hands nothing over when nothing was typed', async () => {
    const host = serverDrawn();
    const form = new NameForm();
    await hydrate(host, form);
    expect({ name: form.name, changes: form.changes }).toEqual({ name: '', changes: 0 });
  });

  it('sends what was typed when the form is sent between the commit and the hand-over', async () => {
    // A slow phone: the tap on "Log in" came in the task after the page was taken over, before the hand-over.
    // The app's submit met an empty store and refused the form as unfilled; the tap was lost (issue 27).
    const host = serverDrawn();
    const input = host.querySelector('input');
    if (input === null) throw new Error('no input');
    input.value = 'Rania';
    const form = new NameForm();
    const sent: string[] = [];
    // A synchronous act: the commit and its effects, and no task after them (the hand-over's).
    act(() => {
      root = hydrateRoot(host, <Form form={form} onSent={(name) => sent.push(name)} />);
    });
    // Taken over, the hand-over still to come: what the tap meets.
    expect({ name: form.name, changes: form.changes }).toEqual({ name: '', changes: 0 });
    act(() => host.querySelector('button[type=submit]')?.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(sent).toEqual(['Rania']);
    // And the hand-over that follows changes nothing more.
    await act(async () => {
      await new Promise((done) => setTimeout(done, 10));
    });
    expect({ name: form.name, changes: form.changes, field: host.querySelector('input')?.value }).toEqual({ name: 'Rania', changes: 1, field: 'Rania' });
  });
});

class TermsForm {
  terms = false;
  changes = 0;
  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }
  changed(ticked: boolean): void {
    this.terms = ticked;
    this.changes += 1;
  }
  opened(): void {
    this.terms = false;
  }
}

const Terms = observer(function Terms({ form, onSent }: { form: TermsForm; onSent?: (ticked: boolean) => void }) {
  useOpened(() => form.opened(), [form]);
  const box = useRef<HTMLInputElement>(null);
  useTickedBeforeHydration(box, form.terms, form.changed);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSent?.(form.terms);
      }}
    >
      <input ref={box} type="checkbox" name="terms" aria-label="I accept" checked={form.terms} onChange={(event) => form.changed(event.target.checked)} />
      <button type="submit">Send</button>
    </form>
  );
});

function drawnTerms(): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Terms form={new TermsForm()} />);
  document.body.append(host);
  return host;
}
const termsBox = (host: HTMLElement): HTMLInputElement => {
  const input = host.querySelector<HTMLInputElement>('input[type=checkbox]');
  if (input === null) throw new Error('no box');
  return input;
};

describe('a box ticked in the server-drawn form', () => {
  it('stays ticked, in the box and in the state, though the screen resets its form (the sign-up\'s terms were unticked by the takeover)', async () => {
    const host = drawnTerms();
    termsBox(host).checked = true;
    const form = new TermsForm();
    await act(async () => {
      root = hydrateRoot(host, <Terms form={form} />);
    });
    await act(async () => {
      await new Promise((done) => setTimeout(done, 10));
    });
    expect({ state: form.terms, box: termsBox(host).checked }).toEqual({ state: true, box: true });
  });

  it('is ticked when the form is sent between the takeover and the hand-over', () => {
    const host = drawnTerms();
    termsBox(host).checked = true;
    const form = new TermsForm();
    const sent: boolean[] = [];
    act(() => {
      root = hydrateRoot(host, <Terms form={form} onSent={(ticked) => sent.push(ticked)} />);
    });
    act(() => host.querySelector('button')?.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(sent).toEqual([true]);
  });

  it('changes nothing when it was not ticked', async () => {
    const host = drawnTerms();
    const form = new TermsForm();
    await act(async () => {
      root = hydrateRoot(host, <Terms form={form} />);
    });
    await act(async () => {
      await new Promise((done) => setTimeout(done, 10));
    });
    expect({ state: form.terms, changes: form.changes, box: termsBox(host).checked }).toEqual({ state: false, changes: 0, box: false });
  });
});

