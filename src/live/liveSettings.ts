import { LIVE_API_KEY_KEY, LIVE_ENDPOINT_KEY } from '../persistence/storageKeys';

/**
 * Where the live panel keeps what the learner typed. The endpoint (base URL
 * and model) is kept in localStorage, like their code: it is not a secret.
 * The API key is kept in sessionStorage only: it lasts as long as the tab,
 * is never written to localStorage, never put in a share link or saved code,
 * and never sent to the worker (docs/security.md).
 */
export interface LiveForm {
  baseURL: string;
  model: string;
  apiKey: string;
  question: string;
}

export interface LiveSettingsStore {
  /** The saved endpoint and key; `question` is the caller's default. */
  load(question: string): LiveForm;
  save(form: LiveForm): void;
}

export function createLiveSettingsStore(local: Storage | undefined, session: Storage | undefined): LiveSettingsStore {
  const read = (storage: Storage | undefined, key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (storage: Storage | undefined, key: string, value: string | null) => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      /* storage full or disabled: the form still works for this page */
    }
  };
  return {
    load(question) {
      let endpoint: { baseURL?: unknown; model?: unknown } = {};
      try {
        endpoint = (JSON.parse(read(local, LIVE_ENDPOINT_KEY) ?? '{}') as typeof endpoint | null) ?? {};
      } catch {
        /* a damaged entry is as good as none */
      }
      return {
        baseURL: typeof endpoint.baseURL === 'string' ? endpoint.baseURL : '',
        model: typeof endpoint.model === 'string' ? endpoint.model : '',
        apiKey: read(session, LIVE_API_KEY_KEY) ?? '',
        question,
      };
    },
    save(form) {
      write(local, LIVE_ENDPOINT_KEY, JSON.stringify({ baseURL: form.baseURL, model: form.model }));
      write(session, LIVE_API_KEY_KEY, form.apiKey === '' ? null : form.apiKey);
    },
  };
}

/** A base URL the SDK can use, or why not (said before anything is sent). */
export function checkBaseURL(text: string): { ok: true; url: string } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '')
    return { ok: false, message: 'Enter the base URL of an OpenAI-compatible server, such as http://localhost:11434/v1.' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, message: `"${trimmed}" is not a URL. It should look like http://localhost:11434/v1 or https://api.openai.com/v1.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `The base URL must start with http:// or https://, not ${url.protocol}//.` };
  }
  if (url.username || url.password) return { ok: false, message: 'Put the API key in its own field, not in the URL.' };
  return { ok: true, url: trimmed.replace(/\/+$/, '') };
}
