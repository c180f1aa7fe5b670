import { lazy, type ComponentType } from 'react';

/** `React.lazy` for a module's named page export: each page becomes its own chunk. */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
