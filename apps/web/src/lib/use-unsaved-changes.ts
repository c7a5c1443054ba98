import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { useBlocker } from 'react-router';
import { feedback } from './feedback';
import i18n from './i18n';

/*
 * Nothing lost: a form with unsaved changes asks before it is closed (Esc, mask click, the
 * close or cancel button), before the route changes (react-router's blocker) and before the tab closes
 * (beforeunload). Every form registers its dirty state here; <UnsavedChangesGuard> (mounted once in the
 * root shell, as a router allows only one blocker) asks for all of them.
 */
const dirtySources = new Set<symbol>();

/** True while some mounted form has changes not saved. */
export function hasUnsavedChanges(): boolean {
  return dirtySources.size > 0;
}

let asking: Promise<boolean> | null = null;

/** Asks whether to discard unsaved changes; true: discard. One dialog at a time. */
export function askDiscard(): Promise<boolean> {
  asking ??= new Promise<boolean>((resolve) => {
    const t = i18n.t.bind(i18n);
    feedback.modal.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.content'),
      okText: t('unsaved.discard'),
      cancelText: t('unsaved.keepEditing'),
      okButtonProps: { danger: true, 'data-testid': 'unsaved-discard' } as never,
      cancelButtonProps: { 'data-testid': 'unsaved-keep' } as never,
      className: 'unsaved-changes-confirm',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  }).finally(() => {
    asking = null;
  });
  return asking;
}

export interface UnsavedChanges {
  /** Runs `close` at once when nothing changed; otherwise after the person chose to discard. */
  confirmDiscard: (close: () => void) => void;
  /** The changes are saved (or deliberately dropped): closing or leaving no longer asks. */
  release: () => void;
}

/** Registers a form's dirty state with the route and tab-close guards, and guards its own closing. */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const id = useRef(Symbol('unsaved-form')).current;
  useEffect(() => {
    if (dirty) dirtySources.add(id);
    else dirtySources.delete(id);
    return () => {
      dirtySources.delete(id);
    };
  }, [dirty, id]);
  const release = useCallback(() => {
    dirtySources.delete(id);
  }, [id]);
  const confirmDiscard = useCallback(
    (close: () => void) => {
      if (!dirtySources.has(id)) {
        close();
        return;
      }
      void askDiscard().then((discard) => {
        if (!discard) return;
        dirtySources.delete(id);
        close();
      });
    },
    [id],
  );
  return { confirmDiscard, release };
}

/** Form values compared as saved: empty strings, nulls, undefined and empty lists count as "nothing". */
function snapshotOf(values: unknown): string {
  return JSON.stringify(values, (_key, v: unknown) => {
    if (v === '' || v === null || v === undefined || (Array.isArray(v) && v.length === 0)) return undefined;
    return v;
  });
}

export interface FormUnsavedChanges extends UnsavedChanges {
  dirty: boolean;
  /** For <Form onValuesChange>: compares what is in the form with the last pristine snapshot. */
  onValuesChange: () => void;
  /** The form's current values are the saved ones (after loading or saving the record). */
  markPristine: () => void;
}

/**
 * An antd form's unsaved changes: dirty when its values differ from the snapshot taken by markPristine()
 * (changing a field back to what it was is not a change). Only edits by the person count: values the
 * code sets with setFieldsValue do not fire onValuesChange.
 */
export function useFormUnsavedChanges(form: FormInstance): FormUnsavedChanges {
  const pristine = useRef<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard, release } = useUnsavedChanges(dirty);
  const markPristine = useCallback(() => {
    pristine.current = snapshotOf(form.getFieldsValue(true));
    setDirty(false);
    release();
  }, [form, release]);
  const onValuesChange = useCallback(() => {
    const now = snapshotOf(form.getFieldsValue(true));
    // No snapshot yet (a page form before its data came): any edit is a change.
    setDirty(pristine.current === null || now !== pristine.current);
  }, [form]);
  return { confirmDiscard, release, dirty, onValuesChange, markPristine };
}

/**
 * Mounted once under the router: asks before a navigation leaves a page with unsaved changes, and lets
 * the browser ask before the tab is closed or reloaded.
 */
export function UnsavedChangesGuard(): null {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void askDiscard().then((discard) => {
      if (discard) {
        dirtySources.clear();
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker]);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return null;
}
