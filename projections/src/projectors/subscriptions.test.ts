import { describe, expect, it } from 'vitest';
import { eventTypes, eventTypesFeeding } from '@lavado/shared/events/catalog';
import { readModels, type ReadModel } from '@lavado/shared/events/declaration';
import { loggedEventTypes } from '@lavado/shared/logs/logged-events';
import type { Projector } from '../runner/projector';
import { projectors } from './index';

/** What each read model's events declare it needs: the log takes every event with a log sentence. */
const declaredFor = (name: string): readonly string[] =>
  name === 'logs' ? loggedEventTypes : (readModels as readonly string[]).includes(name) ? eventTypesFeeding(name as ReadModel) : [];

const byName = projectors.map((projector): [string, Projector] => [projector.name, projector]);

describe('projector subscriptions', () => {
  it('every declared read model has its projector, and every projector is a declared read model or the log', () => {
    expect(projectors.map((projector) => projector.name).sort()).toEqual([...readModels, 'logs'].sort());
  });

  it.each(byName)('%s handles only event types some decider produces, each once', (_name, projector) => {
    const produced = new Set<string>(eventTypes);
    expect(projector.handles.filter((type) => !produced.has(type))).toEqual([]);
    expect(new Set(projector.handles).size).toBe(projector.handles.length);
  });

  it.each(byName)('%s handles every event type whose declaration says its tables depend on it, and no other', (name, projector) => {
    const handled = new Set(projector.handles);
    const declared = declaredFor(name);
    expect(declared.filter((type) => !handled.has(type))).toEqual([]);
    expect(projector.handles.filter((type) => !declared.includes(type))).toEqual([]);
  });
});
