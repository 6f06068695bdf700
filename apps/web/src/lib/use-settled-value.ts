// A value once it has stopped changing for `ms` milliseconds: what an as-you-type check asks about,
// so a server is asked once per pause rather than once per key.
import { useEffect, useState } from 'react';

export function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
