/**
 * Makes one date formatter and says so. Run in a worker by warmDateFormatter: what the first formatter of a
 * page loads is kept for the whole page, so the page's own formatter is then made without that wait.
 */
type FormatterRequest = { language: string; options: Intl.DateTimeFormatOptions };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FormatterRequest>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = ({ data }) => {
  try {
    new Intl.DateTimeFormat(data.language, data.options).format(0);
  } finally {
    scope.postMessage('ready');
  }
};

// a module: its names stay its own
export {};
