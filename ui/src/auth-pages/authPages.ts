import { authApi } from '@lavado/shared/identity/auth.contract';
import { recoveryBody } from '@lavado/shared/identity/user.schemas';
import { loginMessages, recoveryMessages } from '@lavado/shared/messages/auth';
import { appMessages, commonMessages, networkMessages, successMessages } from '@lavado/shared/messages/common';
import { paths } from '../app/paths';
import { landingPathFor, loginBody, sessionFrom } from '../features/auth/api/loginSession';
import { credentialsFrom, missingLoginField } from '../features/auth/components/loginForm';
import { ApiError, callSignedOut } from '../lib/api/apiRequest';
import { loadDocument } from '../lib/navigation/loadDocument';
import { takeLoginNotice } from '../lib/session/loginNotice';
import { writeStoredSession } from '../lib/session/storedSession';
import { leaveWelcome } from '../lib/session/welcome';
import { appVersion } from '../lib/version';
import { showDialog } from './dialog';
import { h, icon } from './dom';

/** Where the pages go: the browser's address in the page, a new document for the app. */
export interface AuthNavigation {
  /** Shows another of these pages (an address of `authPagePaths`) without loading anything. */
  show: (path: string, options?: { replace?: boolean }) => void;
  /** Leaves for the app, which loads afresh (its own entry). */
  leave: (path: string) => void;
}

/** The pages this entry draws; the server sends every other address to the app. */
export const authPagePaths: readonly string[] = [paths.login, paths.recovery];

/** Mantine's password toggle icons (an eye, and an eye struck through). */
const EYE = ['M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z', 'M128 88a40 40 0 1 0 0 80a40 40 0 1 0 0 -80'];
const EYE_OFF = [
  'M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53',
  'M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6',
];

/** A failed call as the app shows it (ui/src/lib/api/reportApiFailure.ts); these pages hold no session to expire. */
function reportFailure(error: unknown, title: string): void {
  if (!(error instanceof ApiError)) showDialog({ kind: 'error', title, message: networkMessages.unexpected });
  else if (error.kind === 'unavailable')
    showDialog({ kind: 'error', title: commonMessages.errorTitle, message: networkMessages.unavailable });
  else if (error.kind === 'rejected') showDialog({ kind: 'error', title, message: error.message });
}

let fields = 0;

function textField(label: string, attributes: Record<string, string>) {
  fields += 1;
  const id = `field-${fields}`;
  const input = h('input', { class: 'lv-input', id, ...attributes });
  const frame = h('div', { class: 'lv-input-frame' }, input);
  const root = h('div', { class: 'lv-field' }, h('label', { class: 'lv-label', for: id }, label), frame);
  return { root, input, frame, id };
}

function submitButton(label: string, wide: boolean) {
  const button = h(
    'button',
    { type: 'submit', class: wide ? 'lv-button lv-button-wide' : 'lv-button' },
    h('span', { class: 'lv-button-label' }, label),
  );
  const setLoading = (loading: boolean) => {
    button.toggleAttribute('data-loading', loading);
    button.disabled = loading;
    if (loading) button.prepend(h('span', { class: 'lv-loader', 'aria-hidden': 'true' }));
    else button.querySelector('.lv-loader')?.remove();
  };
  return { button, setLoading };
}

/** A link to another of these pages: followed in place, as the app's router would. */
function pageLink(navigation: AuthNavigation, to: string, className: string, label: string): HTMLAnchorElement {
  const link = h('a', { href: to, class: className }, label);
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.show(to);
  });
  return link;
}

function frame(card: HTMLElement[], heading: HTMLElement): HTMLElement {
  return h(
    'div',
    { class: 'lv-page' },
    h(
      'div',
      { class: 'lv-column' },
      heading,
      h('div', { class: 'lv-card' }, ...card),
      h('div', { class: 'lv-version-row' }, h('p', { class: 'lv-version' }, appMessages.version(appVersion))),
    ),
  );
}

/** The login page (docs/specification.md), drawn without React or Mantine: the app's only one. */
export function loginPage(navigation: AuthNavigation): HTMLElement {
  const texts = loginMessages;
  const identification = textField(texts.identification, { name: 'identification', autocomplete: 'username' });
  const password = textField(texts.password, { name: 'password', type: 'password', autocomplete: 'current-password' });
  password.input.classList.add('lv-input-with-section');
  const toggle = h('button', {
    type: 'button',
    class: 'lv-toggle',
    tabindex: '-1',
    'aria-pressed': 'false',
    'aria-label': texts.showPassword,
  });
  const drawToggle = (visible: boolean) => {
    toggle.replaceChildren(icon('0 0 256 256', visible ? EYE_OFF : EYE, { size: 20, stroke: 16 }));
    toggle.setAttribute('aria-pressed', String(visible));
    toggle.setAttribute('aria-label', visible ? texts.hidePassword : texts.showPassword);
    password.input.type = visible ? 'text' : 'password';
  };
  drawToggle(false);
  toggle.addEventListener('click', () => drawToggle(password.input.type === 'password'));
  password.frame.append(h('div', { class: 'lv-input-section' }, toggle));

  const submit = submitButton(texts.submit, true);
  const form = h(
    'form',
    { novalidate: true },
    h(
      'div',
      { class: 'lv-stack' },
      h('h2', { class: 'lv-card-title' }, texts.title),
      identification.root,
      password.root,
      submit.button,
      pageLink(navigation, paths.recovery, 'lv-anchor', texts.forgotPassword),
    ),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.button.disabled) return;
    const credentials = credentialsFrom(new FormData(form));
    const missing = missingLoginField(credentials);
    if (missing) {
      showDialog({ kind: 'warning', title: commonMessages.missingFields, message: missing });
      return;
    }
    submit.setLoading(true);
    callSignedOut(authApi.login, loginBody(credentials)).then(
      (response) => {
        writeStoredSession(localStorage, sessionFrom(response));
        leaveWelcome(sessionStorage, texts.welcome(response.usuario.nombre));
        navigation.leave(landingPathFor(response.usuario.role));
      },
      (error: unknown) => {
        submit.setLoading(false);
        reportFailure(error, commonMessages.errorTitle);
      },
    );
  });

  const heading = h(
    'div',
    { class: 'lv-heading' },
    h('h1', { class: 'lv-brand' }, appMessages.brand),
    h('p', { class: 'lv-description' }, texts.productDescription),
  );
  return frame([form], heading);
}

/** The recovery page (docs/specification.md), drawn without React or Mantine: the app's only one. */
export function recoveryPage(navigation: AuthNavigation): HTMLElement {
  const texts = recoveryMessages;
  const user = textField(texts.identification, { name: 'user', autocomplete: 'username' });
  const error = h('p', { class: 'lv-error', id: `${user.id}-error` });
  let checked = false;
  /** The field's check (the server's own schema), shown under it from the first submit on, as the app's forms do. */
  const check = () => {
    const parsed = recoveryBody.safeParse({ user: user.input.value });
    const message = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
    user.input.toggleAttribute('data-error', message !== null);
    if (message === null) {
      user.input.removeAttribute('aria-invalid');
      user.input.removeAttribute('aria-describedby');
      error.remove();
    } else {
      user.input.setAttribute('aria-invalid', 'true');
      user.input.setAttribute('aria-describedby', error.id);
      error.textContent = message;
      user.root.append(error);
    }
    return parsed;
  };
  user.input.addEventListener('input', () => {
    if (checked) check();
  });

  const submit = submitButton(texts.submit, false);
  const form = h(
    'form',
    { novalidate: true },
    user.root,
    h('div', { class: 'lv-actions' }, pageLink(navigation, paths.login, 'lv-button lv-button-default', texts.back), submit.button),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.button.disabled) return;
    checked = true;
    const parsed = check();
    if (!parsed.success) {
      user.input.focus();
      return;
    }
    submit.setLoading(true);
    callSignedOut(authApi.requestRecovery, parsed.data).then(
      ({ msg }) => {
        submit.setLoading(false);
        showDialog({ kind: 'success', title: successMessages.mailSent, message: msg });
        navigation.show(paths.login, { replace: true });
      },
      (failure: unknown) => {
        submit.setLoading(false);
        reportFailure(failure, commonMessages.errorTitle);
      },
    );
  });

  const heading = h('h1', { class: 'lv-brand lv-brand-centered' }, appMessages.brand);
  return frame(
    [h('div', { class: 'lv-stack' }, h('h2', { class: 'lv-card-title' }, texts.title), h('p', { class: 'lv-hint' }, texts.hint), form)],
    heading,
  );
}

/**
 * Draws the page of `path` into `root` and keeps following the browser's back and forward between
 * them; opens with the notice the app left when it sent the user here (why: an expired session, a
 * changed password).
 */
export function startAuthPages(
  root: HTMLElement,
  navigation: Pick<AuthNavigation, 'leave'> = { leave: (path) => loadDocument(path, { replace: true }) },
): void {
  const draw = (path: string) => root.replaceChildren(path === paths.recovery ? recoveryPage(pages) : loginPage(pages));
  const pages: AuthNavigation = {
    leave: navigation.leave,
    show: (path, { replace = false } = {}) => {
      if (replace) history.replaceState(null, '', path);
      else history.pushState(null, '', path);
      draw(path);
    },
  };
  window.addEventListener('popstate', () => {
    if (authPagePaths.includes(location.pathname)) draw(location.pathname);
    else location.reload();
  });
  draw(location.pathname);
  const notice = takeLoginNotice(sessionStorage);
  if (notice) showDialog(notice);
}
