// Intl formatters, made once per language and options. Building one costs far more than using it
// (the engine loads the language's data each time): a list of twenty cards formatting dates and
// amounts built forty of them in the lobby's first render, a noticeable share of a phone's startup.

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F, O>(cache: Map<string, F>, make: (locale: string, options?: O) => F, locale: string, options?: O): F {
  const key = `${locale}\u0000${JSON.stringify(options ?? {})}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = make(locale, options)));
  return format;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, (l, o) => new Intl.DateTimeFormat(l, o), locale, options);
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, (l, o) => new Intl.NumberFormat(l, o), locale, options);
}
